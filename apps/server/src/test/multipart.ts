import type { App } from '../app.ts';
import type { Api } from './factories.ts';

/** A tiny valid PNG (1x1 pixel). */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const PDF_BYTES = Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n', 'latin1');

/** A multipart/form-data body with one file in `field`, as a browser's FormData sends it. */
export function multipartBody(file: { data: Buffer; type: string; name: string }, field = 'file') {
  const boundary = `----siar${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\n` +
      `Content-Type: ${file.type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file.data, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** Uploads a file as the caller of `api` does (cookies and CSRF header). */
export function uploadAs(
  app: App,
  api: Api,
  url: string,
  file: { data: Buffer; type: string; name: string },
) {
  const { payload, contentType } = multipartBody(file);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...api.headers, 'content-type': contentType },
    payload,
  });
}
