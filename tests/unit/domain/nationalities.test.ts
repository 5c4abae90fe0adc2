import { describe, expect, it } from 'vitest';
import { countryCodeOfDemonym } from '@/domain/hr/nationalities';

describe('countryCodeOfDemonym', () => {
  it('reads the nationality words of French and English files, accents, case and spaces aside', () => {
    expect(['Française', 'français', 'FRANCAISE', ' French '].map(countryCodeOfDemonym)).toEqual(['FR', 'FR', 'FR', 'FR']);
    expect(['Belge', 'Marocaine', 'algérien', 'Portuguese', 'Sénégalaise', 'ivoirienne', 'British'].map(countryCodeOfDemonym)).toEqual([
      'BE',
      'MA',
      'DZ',
      'PT',
      'SN',
      'CI',
      'GB',
    ]);
  });

  it('leaves unclear or unknown words for the user to fix', () => {
    expect(['Congolaise', 'Européenne', 'Franc', ''].map(countryCodeOfDemonym)).toEqual([undefined, undefined, undefined, undefined]);
  });
});
