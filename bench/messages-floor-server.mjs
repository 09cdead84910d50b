/**
 * The live-delivery floor of bench/messages.ts: a bare socket.io server (no registry: no token, no session,
 * no adapter), one of two child processes. Every socket joins one room on connecting; on the parent's
 * { go: id } the server emits MessageReceived { messageId: id } to the room, as the registry's hub does for
 * a distribution group. What this spreads over its sockets is what socket.io on this machine can do.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

const http = createServer();
const io = new Server(http, { path: '/message-hub', transports: ['websocket'], serveClient: false });
io.on('connection', (socket) => void socket.join('group'));
http.listen(0, '127.0.0.1', () => process.send?.({ port: http.address().port }));
process.on('message', (message) => {
  if (message && typeof message === 'object' && 'go' in message)
    io.to('group').emit('MessageReceived', { messageId: message.go });
  if (message === 'stop') {
    io.close();
    process.exit(0);
  }
});
