// The practical ceiling of this machine: node:http answering a constant JSON body.
import { createServer } from 'node:http';

const body = JSON.stringify({ ok: true, serverTime: 1_700_000_000_000 });
const port = Number(process.argv[2]);

createServer((_request, response) => {
  response.writeHead(200, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(body),
  });
  response.end(body);
}).listen(port, '127.0.0.1');
