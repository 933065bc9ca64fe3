/**
 * Which LINE adapter runs (docs/decisions/0030): `LINE_PROVIDER` picks it; the rest of the API
 * only sees the port (port.ts).
 */
import type { Config } from '../config.ts';
import { createHttpLineMessaging } from './http-messaging.ts';
import type { LineMessaging } from './port.ts';
import { startLineStandIn, type LineStandIn } from './stand-in.ts';

/** The running adapter, and the stand-in behind the sandbox (undefined with `line`). */
export interface LineChannel {
  messaging: LineMessaging;
  standIn: LineStandIn | undefined;
  close(): Promise<void>;
}

/**
 * The adapter of `config.line.provider`: `line` calls LINE's Messaging API with the channel's
 * secret and access token; `sandbox` starts the local stand-in (stand-in.ts, in this process, on
 * a free port of 127.0.0.1) and calls it the same way.
 * @throws Error when `line` is chosen without `LINE_CHANNEL_SECRET` and `LINE_CHANNEL_ACCESS_TOKEN`.
 */
export async function openLineChannel(config: Pick<Config, 'line'>): Promise<LineChannel> {
  const { line } = config;
  if (line.provider === 'line') {
    if (!line.channelSecret || !line.channelAccessToken)
      throw new Error('LINE_PROVIDER=line needs LINE_CHANNEL_SECRET and LINE_CHANNEL_ACCESS_TOKEN');
    return {
      messaging: createHttpLineMessaging({
        name: 'line',
        apiUrl: line.apiUrl,
        accessUrl: line.accessUrl,
        channelSecret: line.channelSecret,
        channelAccessToken: line.channelAccessToken,
      }),
      standIn: undefined,
      close: async () => {},
    };
  }
  const standIn = await startLineStandIn();
  return {
    messaging: createHttpLineMessaging({
      name: 'sandbox',
      apiUrl: standIn.url,
      accessUrl: standIn.url,
      channelSecret: standIn.channelSecret,
      channelAccessToken: standIn.channelAccessToken,
    }),
    standIn,
    close: () => standIn.close(),
  };
}
