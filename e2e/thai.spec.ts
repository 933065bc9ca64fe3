/**
 * Thai as a first language (docs/product.md): a customer switches the app to Thai, and what
 * ShootBook sends them afterwards — the completion toast and e-mail — is in Thai; the
 * photographer's province reads in Thai; switching back to English is kept in the profile.
 */
import { expect, test } from './fixtures.ts';
import { bookingViaApi } from './data.ts';
import { apiGet, apiSend, until, type Profile } from './records.ts';
import { WEB_URL } from './stack.ts';
import { expectPath, signInInBrowser } from './users.ts';

test('a customer who switches to Thai gets the completion in Thai, and can switch back', async ({
  session,
  mail,
  clock,
}) => {
  const { customer, photographer, appointment } = await bookingViaApi('Paid');
  const cu = await session('customer');
  await signInInBrowser(cu.page, customer);
  const languages = cu.page.getByRole('group', { name: 'Language' });

  await test.step('customer switches the app to Thai: the profile keeps the language for what ShootBook sends', async () => {
    await cu.page.goto(`/appointment/${appointment.id}`);
    await languages.getByRole('button', { name: 'TH' }).click();
    await expect(cu.page.getByRole('group', { name: 'ภาษา' })).toBeVisible();
    await until(
      () => apiGet<Profile>('/user/profile', customer.idToken),
      (p) => p.language === 'th',
      'profile language th',
    );
    // The customer waits on their list of bookings while the photographer completes the shoot.
    await cu.page.goto('/appointment/list');
    await expect(cu.page.getByRole('group', { name: 'ภาษา' })).toBeVisible();
    // The bell has read what came before (request sent, accepted, receipt): only a change after
    // this toasts.
    await expect(cu.page.getByRole('button', { name: /ยังไม่ได้อ่าน 3 รายการ/ })).toBeVisible();
  });

  await test.step('the shoot is over and the photographer completes it', async () => {
    await clock.passed(appointment.end);
    await apiSend('PATCH', `/appointment/status/${appointment.id}`, photographer.idToken, {
      status: 'Completed',
    });
  });

  await test.step("customer's e-mail about the completed shoot comes in Thai, the language they use, and links to the booking's page", async () => {
    const subject = `ถ่ายภาพกับ ${photographer.name} เสร็จแล้ว เขียนรีวิวได้เลย`;
    const completedMail = await mail.received(customer.email, subject);
    expect(completedMail.text, "the Thai e-mail links to the booking's page").toContain(
      `${WEB_URL}/appointment/${appointment.id}`,
    );
    expect(completedMail.text, 'the Thai e-mail speaks Thai throughout').toContain('เปิดดูการจอง');
  });

  await test.step("the customer's open page toasts the completion as it arrives; its View booking opens the booking's page", async () => {
    await cu.page.locator('[data-sonner-toast]').getByRole('button', { name: 'ดูการจอง' }).click();
    await expectPath(cu.page, `/appointment/${appointment.id}`);
  });

  await test.step("in Thai the photographer's province reads เชียงใหม่ (stored as TH-50)", async () => {
    await cu.page.goto(`/profile/${photographer.uid}`);
    await expect(
      cu.page.getByRole('main').getByText('เชียงใหม่', { exact: true }).first(),
    ).toBeVisible();
  });

  await test.step('customer switches the app back to English', async () => {
    await cu.page.getByRole('group', { name: 'ภาษา' }).getByRole('button', { name: 'EN' }).click();
    await expect(languages).toBeVisible();
    await until(
      () => apiGet<Profile>('/user/profile', customer.idToken),
      (p) => p.language === 'en',
      'profile language en',
    );
  });
});
