/**
 * Baseline server for the database-engine benchmark, the physical limit of the phone lookup: a bare
 * node:http server answering `GET /api/phone/check?telefono=` with svc-public's JSON from an in-memory
 * Map of the same guests (no framework, no validation, no database on the request path).
 * Usage: tsx bench/lib/phone-lookup-map.ts <port>   (MONGODB_URI in the environment: `invitados` is
 * read once at start)
 */
import { createServer } from 'node:http';
import { MongoClient } from 'mongodb';

interface Summary {
  nombreCompleto: string;
  estadoConfirmacion: string;
  maxPersonasPermitidas: number;
}

async function main(): Promise<void> {
  const port = Number(process.argv[2]);
  const guests = new Map<string, Summary>();
  const client = new MongoClient(process.env.MONGODB_URI ?? '');
  try {
    for await (const doc of client.db().collection('invitados').find({})) {
      // the keys in svc-public's order (repository.ts findGuestSummaryByPhone)
      guests.set(String(doc.telefonoWhatsapp), {
        nombreCompleto: doc.nombreCompleto,
        estadoConfirmacion: doc.estadoConfirmacion,
        maxPersonasPermitidas: doc.maxPersonasPermitidas,
      });
    }
  } finally {
    await client.close();
  }
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const guest = guests.get(url.searchParams.get('telefono') ?? '');
    res.writeHead(guest ? 200 : 404, { 'content-type': 'application/json; charset=utf-8' });
    res.end(JSON.stringify(guest ? { data: guest } : { error: 'not found' }));
  });
  server.listen(port, '127.0.0.1');
  process.on('SIGTERM', () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
