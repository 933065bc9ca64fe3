import type { Schemas } from '@shootbook/api-client';
import { describe, expect, it } from 'vitest';
import { packageBody, packageFormSchema, packageFormValues } from './PackageForm';
import { subpackageBody, subpackageFormSchema, subpackageFormValues } from './SubpackageForm';
import { provinceLanguageOf, provinceOptions } from './provinces';

describe('sub-package form', () => {
  const valid = {
    title: 'Golden hour',
    description: '',
    priceThb: '1500',
    durationMinutes: '60',
    deliverables: '30 photos',
    deliveryDays: '7',
  };

  it('sends the price in integer satang and the duration in minutes', () => {
    const values = subpackageFormSchema.parse(valid);
    expect(subpackageBody(values)).toEqual({
      title: 'Golden hour',
      description: '',
      price: 150000,
      durationMinutes: 60,
      deliverables: '30 photos',
      deliveryDays: 7,
    });
    expect(
      subpackageBody(subpackageFormSchema.parse({ ...valid, priceThb: '1234.56' })).price,
    ).toBe(123456);
  });

  it('leaves delivery days out when empty', () => {
    expect(
      subpackageBody(subpackageFormSchema.parse({ ...valid, deliveryDays: '' })),
    ).not.toHaveProperty('deliveryDays');
  });

  it.each([
    ['priceThb', '19.99', 'subpackageForm.errors.priceMin'],
    ['priceThb', '100.005', 'subpackageForm.errors.priceDecimals'],
    ['durationMinutes', '50', 'subpackageForm.errors.duration'],
    ['durationMinutes', '1455', 'subpackageForm.errors.duration'],
    ['title', 'A', 'subpackageForm.errors.titleShort'],
    ['deliveryDays', '400', 'subpackageForm.errors.deliveryDays'],
  ])('refuses %s = %s (openapi.yaml SubpackageCreate)', (field, value, message) => {
    const result = subpackageFormSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it('fills the edit form in baht from satang', () => {
    const sub = {
      title: 'X',
      description: 'd',
      price: 250050,
      durationMinutes: 90,
      deliverables: '',
      deliveryDays: 3,
    } as Schemas['Subpackage'];
    expect(subpackageFormValues(sub)).toMatchObject({
      priceThb: 2500.5,
      durationMinutes: 90,
      deliveryDays: 3,
    });
  });
});

describe('package form', () => {
  const valid = {
    title: 'Family in the park',
    description: 'Relaxed portraits',
    category: 'FAMILY_PORTRAITS',
    location: 'Lumphini Park',
    province: 'none',
    coverImageUrl: '',
    cancellationPolicy: 'FLEXIBLE',
    instantBooking: false,
  };

  it('sends no province and no cover as null', () => {
    expect(packageBody(packageFormSchema.parse(valid))).toEqual({
      title: 'Family in the park',
      description: 'Relaxed portraits',
      category: 'FAMILY_PORTRAITS',
      location: 'Lumphini Park',
      province: null,
      coverImageUrl: null,
      cancellationPolicy: 'FLEXIBLE',
      instantBooking: false,
    });
  });

  it('sends the chosen cancellation preset and takes nothing else', () => {
    expect(
      packageBody(packageFormSchema.parse({ ...valid, cancellationPolicy: 'STRICT' }))
        .cancellationPolicy,
    ).toBe('STRICT');
    expect(packageFormSchema.safeParse({ ...valid, cancellationPolicy: 'LENIENT' }).success).toBe(
      false,
    );
  });

  it('requires a category and a location, and an http(s) cover URL', () => {
    expect(packageFormSchema.safeParse({ ...valid, category: undefined }).success).toBe(false);
    expect(packageFormSchema.safeParse({ ...valid, location: ' ' }).success).toBe(false);
    expect(
      packageFormSchema.safeParse({ ...valid, coverImageUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      packageFormSchema.safeParse({ ...valid, coverImageUrl: 'https://img.example/a.jpg' }).success,
    ).toBe(true);
  });

  it('round-trips an existing package through the edit form', () => {
    const pkg = {
      ...valid,
      province: 'TH-10',
      coverImageUrl: 'https://img.example/a.jpg',
      cancellationPolicy: 'MODERATE',
      instantBooking: true,
    } as unknown as Schemas['Package'];
    expect(packageBody(packageFormSchema.parse(packageFormValues(pkg)))).toMatchObject({
      province: 'TH-10',
      coverImageUrl: 'https://img.example/a.jpg',
      cancellationPolicy: 'MODERATE',
      instantBooking: true,
    });
  });

  it('sends the province as its code, and takes nothing but a code or none', () => {
    expect(packageBody(packageFormSchema.parse({ ...valid, province: 'TH-20' })).province).toBe(
      'TH-20',
    );
    for (const province of ['Chon Buri', 'ชลบุรี', 'TH-99', '']) {
      expect(packageFormSchema.safeParse({ ...valid, province }).success, province).toBe(false);
    }
  });
});

describe('catalogue constants', () => {
  it('offers the 77 provinces by code, named and sorted in the UI language', () => {
    const en = provinceOptions('en');
    expect(en).toHaveLength(77);
    expect(new Set(en.map((o) => o.value)).size).toBe(77);
    expect(en.slice(0, 3)).toEqual([
      { value: 'TH-37', label: 'Amnat Charoen' },
      { value: 'TH-15', label: 'Ang Thong' },
      { value: 'TH-10', label: 'Bangkok' },
    ]);
    const th = provinceOptions('th');
    expect(th.slice(0, 2)).toEqual([
      { value: 'TH-81', label: 'กระบี่' },
      { value: 'TH-10', label: 'กรุงเทพมหานคร' },
    ]);
    expect(th.find((o) => o.value === 'TH-20')?.label).toBe('ชลบุรี');
  });

  it('names provinces in Thai for Thai and in English otherwise', () => {
    expect(['th', 'th-TH', 'en', 'en-US', undefined].map(provinceLanguageOf)).toEqual([
      'th',
      'th',
      'en',
      'en',
      'en',
    ]);
  });
});
