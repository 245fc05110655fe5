import type { ChannelHandlers, Listen } from '../../src/db/listener';

/** A LISTEN the test drives by hand: it says what arrives and whether the connection is up. */
export function manualListen(): { listen: Listen; handlers: () => ChannelHandlers } {
  let captured: ChannelHandlers | undefined;
  return {
    listen: async (_channel, handlers) => {
      captured = handlers;
      handlers.listening(true);
      return async () => undefined;
    },
    handlers: () => captured!,
  };
}
