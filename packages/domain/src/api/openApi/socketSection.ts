import { consolePushWire, CONSOLE_SOCKET_PATH } from '../consoleMessages';
import { socketPushWire, SOCKET_MAX_MESSAGE_BYTES, SOCKET_PATH } from '../socketMessages';
import { SOCKET_PROTOCOL_VERSION } from '../../realtime/socketPolicy';
import { jsonSchemaOf } from './jsonSchema';

/**
 * The two WebSockets, which OpenAPI has no object for: where each is, who may open it, and the
 * messages the server pushes (`x-websockets`; their schemas under `components.schemas`).
 */
export function socketSection() {
  return {
    paths: {
      [SOCKET_PATH]: {
        description:
          "A member's or guest's live updates: open with `?mem_id=<member id>&token=<session " +
          `token>&v=${SOCKET_PROTOCOL_VERSION}\`. ` +
          `The text \`ping\` is answered with \`pong\`; messages are at most ${SOCKET_MAX_MESSAGE_BYTES} bytes.`,
        messages: { $ref: '#/components/schemas/SocketPush' },
      },
      [CONSOLE_SOCKET_PATH]: {
        description:
          `The operator's queues: open with \`?token=<operator session token>&v=${SOCKET_PROTOCOL_VERSION}\`. ` +
          'Each message names ' +
          'the queue, the item and its status, never the member.',
        messages: { $ref: '#/components/schemas/ConsolePush' },
      },
    },
    schemas: {
      SocketPush: jsonSchemaOf(socketPushWire),
      ConsolePush: jsonSchemaOf(consolePushWire),
    },
  };
}
