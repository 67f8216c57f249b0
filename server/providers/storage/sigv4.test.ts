import { describe, expect, it } from 'vitest';
import { amzDate, presignUrl, uriEncode } from './sigv4';

/** The worked example of AWS's "Authenticating Requests: Using Query Parameters (AWS Signature Version 4)". */
const AWS_EXAMPLE = {
  method: 'GET',
  url: 'https://examplebucket.s3.amazonaws.com/test.txt',
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  expiresSeconds: 86400,
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 query presigning', () => {
  it('reproduces the AWS documentation example', () => {
    const p = presignUrl(AWS_EXAMPLE);
    expect(p.canonicalRequest).toBe(
      [
        'GET',
        '/test.txt',
        'X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host',
        'host:examplebucket.s3.amazonaws.com',
        '',
        'host',
        'UNSIGNED-PAYLOAD',
      ].join('\n'),
    );
    expect(p.stringToSign).toBe(
      'AWS4-HMAC-SHA256\n20130524T000000Z\n20130524/us-east-1/s3/aws4_request\n3bfa292879f6447bbcda7001decf97f4a54dc650c8942174ae0a9121cf58ad04',
    );
    expect(p.signature).toBe('aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404');
    expect(p.url).toBe(
      'https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Algorithm=AWS4-HMAC-SHA256&X-Amz-Credential=AKIAIOSFODNN7EXAMPLE%2F20130524%2Fus-east-1%2Fs3%2Faws4_request&X-Amz-Date=20130524T000000Z&X-Amz-Expires=86400&X-Amz-SignedHeaders=host&X-Amz-Signature=aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404',
    );
  });

  it('signs extra headers in sorted order and keeps a non-default port in host', () => {
    const p = presignUrl({
      ...AWS_EXAMPLE,
      method: 'put',
      url: 'http://127.0.0.1:9000/bucket/20240101/abc.png',
      headers: { 'Content-Type': 'image/png', 'Content-Length': '42' },
    });
    const lines = p.canonicalRequest.split('\n');
    expect(lines[0]).toBe('PUT');
    expect(lines[1]).toBe('/bucket/20240101/abc.png');
    expect(lines.slice(3, 6)).toEqual(['content-length:42', 'content-type:image/png', 'host:127.0.0.1:9000']);
    expect(lines[7]).toBe('content-length;content-type;host');
    expect(p.url).toMatch(/^http:\/\/127\.0\.0\.1:9000\/bucket\/20240101\/abc\.png\?X-Amz-Algorithm=/);
    expect(p.url).toContain('X-Amz-SignedHeaders=content-length%3Bcontent-type%3Bhost');
  });

  it('changes the signature when anything signed changes', () => {
    const base = presignUrl(AWS_EXAMPLE).signature;
    expect(presignUrl({ ...AWS_EXAMPLE, expiresSeconds: 600 }).signature).not.toBe(base);
    expect(presignUrl({ ...AWS_EXAMPLE, url: `${AWS_EXAMPLE.url}x` }).signature).not.toBe(base);
    expect(presignUrl({ ...AWS_EXAMPLE, secretAccessKey: 'other' }).signature).not.toBe(base);
  });

  it('encodes like RFC 3986 with upper-case hex, slashes kept in paths', () => {
    expect(uriEncode('a b/c~d*é')).toBe('a%20b%2Fc~d%2A%C3%A9');
    expect(uriEncode('/a b/c', false)).toBe('/a%20b/c');
    expect(amzDate(new Date('2024-02-03T04:05:06.789Z'))).toBe('20240203T040506Z');
  });
});
