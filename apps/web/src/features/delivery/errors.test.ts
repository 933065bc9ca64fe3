import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { uploadFailureMessage } from './errors';

const en = i18n.getFixedT('en');
const th = i18n.getFixedT('th');

describe('why an upload failed, in the photographer’s words (decision 0026)', () => {
  it('a lost connection: retry continues where it stopped', () => {
    expect(uploadFailureMessage({ status: null, body: null }, en)).toBe(
      'Connection lost. Retry to continue where it stopped.',
    );
    expect(uploadFailureMessage({ status: null, body: null }, th)).toContain('การเชื่อมต่อขาดหาย');
  });

  it('the delivery quota, from details.quota', () => {
    const body = {
      code: 'quota_exceeded',
      message: 'This file would take you over your deliveryBytes quota (1)',
      details: { quota: 'deliveryBytes', limit: 1 },
    };
    expect(uploadFailureMessage({ status: 413, body }, en)).toBe(
      'You have reached your delivery storage. Remove some files first.',
    );
  });

  it('a file over the size limit names the limit in MB', () => {
    const body = {
      code: 'payload_too_large',
      message: 'too big',
      details: { maxBytes: 50 * 1024 * 1024 },
    };
    expect(uploadFailureMessage({ status: 413, body }, en)).toBe(
      'This file is over 50 MB, the largest a delivered photo may be.',
    );
  });

  it('HEIC and other refused formats say what to send instead, in both languages', () => {
    const heic = {
      code: 'unsupported_media_type',
      message: 'HEIC photos cannot be delivered: export them as JPEG',
      params: { reason: 'delivery_heic_unsupported' },
    };
    expect(uploadFailureMessage({ status: 415, body: heic }, en)).toBe(
      'HEIC photos cannot be delivered. Export them as JPEG and upload again.',
    );
    expect(uploadFailureMessage({ status: 415, body: heic }, th)).toContain('HEIC');
    const other = { ...heic, params: { reason: 'delivery_not_an_image' } };
    expect(uploadFailureMessage({ status: 415, body: other }, en)).toContain(
      'JPEG, PNG, WebP or AVIF',
    );
  });

  it('an expired or vanished upload: retry sends the file again', () => {
    expect(
      uploadFailureMessage({ status: 404, body: { code: 'not_found', message: 'x' } }, en),
    ).toBe('This upload expired or is no longer on the server. Retry to send the file again.');
  });

  it('never shows the server’s English message', () => {
    const body = { code: 'mystery', message: 'Internal detail' };
    expect(uploadFailureMessage({ status: 400, body }, en)).not.toContain('Internal detail');
  });
});
