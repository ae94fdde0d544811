/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node", "require", "default"]}
 */
// The client under Node (no document, no cookie jar): Node's own FormData and Blob go over a
// real socket, and the XSRF cookie has to be sent back by the client itself.
import { uploadPhoto } from './profile';
import { TEST_XSRF } from './testing/server';
import { useTestServer } from './testing/setup';

const server = useTestServer();

it('uploads a photo as multipart/form-data in the field photo', async () => {
  server().on('POST', '/photo', {
    body: { code: 200, data: { photo_url: '/_api/images/upload/1.png' } },
  });
  const photo = new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' });
  await expect(uploadPhoto(photo, 'me.png')).resolves.toEqual({
    photo_url: '/_api/images/upload/1.png',
  });
  const request = server().requests.find((r) => r.pathname === '/photo');
  expect(request?.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
  expect(request?.body).toMatch(/Content-Disposition: form-data; name="photo"; filename="me.png"/);
  expect(request?.body).toMatch(/Content-Type: image\/png/);
});

it('sends the XSRF cookie back itself outside a browser, where nothing keeps cookies', async () => {
  server().on('POST', '/photo', { body: { code: 200, data: { photo_url: '/p' } } });
  await uploadPhoto(new Blob([new Uint8Array([1])]), 'a.png');
  const request = server().requests.find((r) => r.pathname === '/photo');
  expect(request?.headers.cookie).toBe(`XSRF-TOKEN=${TEST_XSRF}`);
  expect(request?.headers['x-xsrf-token']).toBe(TEST_XSRF);
});
