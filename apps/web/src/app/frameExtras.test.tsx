// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { deferFrameExtras, WhenFrameExtras } from './pageReady';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

describe('the frame extras, once released', () => {
  it('render without redrawing the page around them', async () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return <p>page</p>;
    }
    let release!: () => void;
    deferFrameExtras(new Promise<void>((resolve) => (release = resolve)));
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () =>
      root.render(
        <>
          <Page />
          <WhenFrameExtras>
            <aside>bell</aside>
          </WhenFrameExtras>
        </>,
      ),
    );
    expect(container.querySelector('aside')).toBeNull();
    const before = pageRenders;

    await act(async () => release());
    expect(container.querySelector('aside')?.textContent).toBe('bell');
    // Only the extras' own component re-rendered: the page was not drawn again.
    expect(pageRenders).toBe(before);
    root.unmount();
  });
});
