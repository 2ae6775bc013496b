// The live-play baseline: a bare `ws` server that relays each message to the other socket of its pair
// (`/?pair=<n>`), measured in the same run as Kingside's game socket.
import { WebSocketServer } from 'ws';

const pairs = new Map();
const server = new WebSocketServer({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
server.on('connection', (socket, request) => {
  const pair = new URL(request.url, 'http://x').searchParams.get('pair');
  const sockets = pairs.get(pair) ?? [];
  sockets.push(socket);
  pairs.set(pair, sockets);
  socket.on('message', (data, isBinary) => {
    const other = sockets[sockets[0] === socket ? 1 : 0];
    if (other && other.readyState === other.OPEN) other.send(data, { binary: isBinary });
  });
  socket.on('close', () => pairs.delete(pair));
});
server.on('listening', () => console.log(`ready on ${server.address().port}`));
