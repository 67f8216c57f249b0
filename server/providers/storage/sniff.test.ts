import { describe, expect, it } from 'vitest';
import { matchesMagic } from './sniff';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
const JPEG = Buffer.from('ffd8ffe000104a464946000101000001', 'hex');

describe('matchesMagic', () => {
  it('accepts images whose bytes match their extension and refuses impostors', () => {
    expect(matchesMagic('png', PNG)).toBe(true);
    expect(matchesMagic('jpg', JPEG)).toBe(true);
    expect(matchesMagic('jpeg', JPEG)).toBe(true);
    expect(matchesMagic('png', JPEG)).toBe(false);
    expect(matchesMagic('png', Buffer.from('<svg onload=alert(1)>'))).toBe(false);
    expect(matchesMagic('gif', Buffer.from('GIF89a\x01\x00'))).toBe(true);
    expect(matchesMagic('webp', Buffer.from('RIFF\x10\x00\x00\x00WEBPVP8 '))).toBe(true);
    expect(matchesMagic('webp', Buffer.from('RIFF\x10\x00\x00\x00WAVEfmt '))).toBe(false);
  });

  it('checks documents by their containers and text for NUL bytes', () => {
    expect(matchesMagic('pdf', Buffer.from('%PDF-1.7\n'))).toBe(true);
    expect(matchesMagic('pdf', Buffer.from('<html>'))).toBe(false);
    expect(matchesMagic('docx', Buffer.from('PK\x03\x04rest'))).toBe(true);
    expect(matchesMagic('xls', Buffer.from('d0cf11e0a1b11ae1', 'hex'))).toBe(true);
    expect(matchesMagic('doc', Buffer.from('PK\x03\x04'))).toBe(false);
    expect(matchesMagic('txt', Buffer.from('hello, 世界'))).toBe(true);
    expect(matchesMagic('csv', Buffer.from('a,b\x00'))).toBe(false);
  });
});
