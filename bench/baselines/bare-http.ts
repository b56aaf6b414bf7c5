// Baseline: node:http answering every request with exactly the bytes of (a), read from a file
// the runner saved from the real app. The floor of what an HTTP answer of that size costs here.
import fs from 'node:fs';
import http from 'node:http';

const body = fs.readFileSync(process.env.BODY_FILE!);
const headers = {
  'content-type': 'application/json; charset=utf-8',
  'content-length': String(body.length),
};
http
  .createServer((_request, response) => {
    response.writeHead(200, headers);
    response.end(body);
  })
  .listen(Number(process.env.PORT), '127.0.0.1');
