import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

import { Alert, AlertDescription, AlertTitle } from './alert.tsx';
import { Badge } from './badge.tsx';
import { Button } from './button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from './card.tsx';
import { Input } from './input.tsx';
import { Label } from './label.tsx';
import { Text } from './typography.tsx';

/**
 * Every colour role of the tokens side by side in the dark theme, so axe checks each text and
 * background pair of `.dark` (styles.css) the way the other stories check the light ones.
 */
const meta = {
  title: 'Foundations/Dark theme',
  globals: { theme: 'dark' },
  render: () => (
    <div className="grid gap-4 bg-background p-4 text-foreground">
      <div className="flex flex-wrap gap-2">
        <Button>Book this package</Button>
        <Button variant="secondary">Message</Button>
        <Button variant="outline">Share</Button>
        <Button variant="ghost">Later</Button>
        <Button variant="destructive">Cancel booking</Button>
        <Button variant="link">Cancellation rules</Button>
      </div>
      <div className="flex flex-wrap gap-2">
        {(
          ['default', 'secondary', 'outline', 'destructive', 'success', 'warning', 'info'] as const
        ).map((variant) => (
          <Badge key={variant} variant={variant}>
            {variant}
          </Badge>
        ))}
      </div>
      {(['info', 'success', 'warning', 'destructive'] as const).map((variant) => (
        <Alert key={variant} variant={variant}>
          <AlertTitle>{variant} alert</AlertTitle>
          <AlertDescription>Pay by 24 Nov 2026, 18:00 to keep the booking.</AlertDescription>
        </Alert>
      ))}
      <Card>
        <CardHeader>
          <CardTitle>Golden hour portraits</CardTitle>
          <CardDescription>Lumphini Park · from ฿3,500</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-2">
          <Label htmlFor="dark-note">Note for the photographer</Label>
          <Input id="dark-note" placeholder="Two people and a dog" />
          <Text variant="muted">แพ็กเกจถ่ายภาพยามเย็น สวนลุมพินี</Text>
        </CardContent>
      </Card>
    </div>
  ),
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const AllRoles: Story = {
  play: async ({ canvas }) => {
    await expect(document.documentElement).toHaveClass('dark');
    await expect(canvas.getByRole('button', { name: 'Book this package' })).toBeVisible();
  },
};
