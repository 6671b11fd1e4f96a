// Multipart bodies, written by hand so that they can be wrong in every way.

export interface Part {
  name: string;
  filename?: string;
  contentType?: string;
  content: Buffer;
}

export interface RawUpload {
  contentType: string;
  body: Buffer;
}

/** A multipart/form-data body; `truncate` cuts it before its closing boundary. */
export function multipart(parts: Part[], boundary = 'fuzzboundary', truncate = false): RawUpload {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = [`form-data; name="${part.name}"`];
    if (part.filename !== undefined) disposition.push(`filename="${part.filename}"`);
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: ${disposition.join('; ')}\r\n`));
    if (part.contentType) chunks.push(Buffer.from(`Content-Type: ${part.contentType}\r\n`));
    chunks.push(Buffer.from('\r\n'), part.content, Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  let body = Buffer.concat(chunks);
  if (truncate) body = body.subarray(0, Math.max(1, Math.floor(body.length * 0.6)));
  return { contentType: `multipart/form-data; boundary=${boundary}`, body };
}
