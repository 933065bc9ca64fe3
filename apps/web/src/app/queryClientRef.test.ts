import { describe, expect, it } from 'vitest';
import { clearQueries, loadQueryClient } from './queryClientRef';

describe("the app's QueryClient, reached from code that runs before the first paint", () => {
  it('does nothing before the client exists, then drops every cached query of the previous user', async () => {
    // Signing out before any page has loaded: nothing was read, nothing to drop, no download.
    expect(() => clearQueries()).not.toThrow();

    const client = await loadQueryClient();
    expect(await loadQueryClient()).toBe(client);
    client.setQueryData(['user', 'profile'], { name: 'Previous user' });
    expect(client.getQueryData(['user', 'profile'])).toBeDefined();

    clearQueries();
    expect(client.getQueryData(['user', 'profile'])).toBeUndefined();
  });
});
