import { describe, expect, it } from 'vitest';
import { EMPTY_PAYLOAD_HASH, signRequest, uriEncode } from './sigv4';

describe('signRequest', () => {
  // The worked example of Amazon's S3 documentation ("Signature Calculations for the
  // Authorization Header", GET Object): same inputs, same signature.
  it('reproduces the GET Object example of the S3 documentation', () => {
    const headers = signRequest(
      {
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
        payloadHash: EMPTY_PAYLOAD_HASH,
        now: new Date('2013-05-24T00:00:00Z'),
      },
      {
        accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
        secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
        region: 'us-east-1',
      },
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('encodes everything but unreserved characters, slashes only in paths', () => {
    expect(uriEncode('a b/c$d~', true)).toBe('a%20b/c%24d~');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});
