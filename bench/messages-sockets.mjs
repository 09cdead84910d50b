/**
 * A worker thread of bench/messages.ts: connects its share of the readers' sockets to the servers, joins
 * each to its user group, and reports every MessageReceived with the time it arrived (performance.timeOrigin
 * + now, comparable across threads). Several threads, so that 2,000 sockets are not read by one event loop.
 * Plain JavaScript: a worker thread of Node 20 does not get tsx's loader.
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { io as connect } from 'socket.io-client';

/**
 * `floor`: the sockets of the bare socket.io servers (bench/messages-floor-server.mjs): no token, no
 * JoinUserGroup (the server puts each in its room).
 * @type {{ readers: { id: number, token: string, url: string }[], floor?: boolean }}
 */
const { readers, floor = false } = workerData;
const sockets = [];
const now = () => performance.timeOrigin + performance.now();
/** Arrivals are timed when they come and sent to the bench once per turn of the event loop (a burst: one message). */
let pending = [];
const flush = () => {
  parentPort.postMessage({ arrivals: pending });
  pending = [];
};

await Promise.all(
  readers.map(async ({ id, token, url }) => {
    const socket = connect(url, {
      path: '/message-hub',
      transports: ['websocket'],
      auth: floor ? {} : { token },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve, reject) => {
      socket.once('connect', () => resolve());
      socket.once('connect_error', reject);
    });
    if (!floor) await socket.timeout(30_000).emitWithAck('JoinUserGroup', id);
    socket.on('MessageReceived', (event) => {
      if (pending.length === 0) setImmediate(flush);
      pending.push({ messageId: event.messageId, at: now() });
    });
  }),
);
parentPort.postMessage({ ready: sockets.length });
parentPort.on('message', (message) => {
  if (message === 'stop') {
    for (const socket of sockets) socket.disconnect();
    parentPort.close();
  }
});
