import type { Slice, WithSlice } from '@reduxjs/toolkit';
import type { Saga } from 'redux-saga';

/**
 * A feature's part of the store: its slices and its sagas. The store starts with the
 * sign-in and the layout only; a feature's part is added when the code of its first page
 * loads, before that page renders, so that the sign-in page downloads none of it.
 */
export interface StoreFeature<Slices extends readonly Slice[] = readonly Slice[]> {
  readonly name: string;
  readonly slices: Slices;
  readonly saga: Saga<[]>;
}

/** The state of some slices: each under its own key. */
export type SlicesState<Slices extends readonly Slice[]> = Intersection<Slices[number] extends infer One ? (One extends Slice ? WithSlice<One> : never) : never>;

/** What a feature adds to the state. */
export type FeatureState<Feature> = Feature extends StoreFeature<infer Slices> ? SlicesState<Slices> : never;

type Intersection<Union> = (Union extends unknown ? (part: Union) => void : never) extends (whole: infer All) => void ? All : never;

/** Declares a feature's part of the store (its slices keep their own types). */
export const storeFeature = <const Slices extends readonly Slice[]>(name: string, slices: Slices, saga: Saga<[]>): StoreFeature<Slices> => ({
  name,
  slices,
  saga,
});

type AddFeature = (feature: StoreFeature) => void;

/** The features whose code has loaded, in the order they did; and the stores to give them to. */
const loaded = new Map<string, StoreFeature>();
const stores = new Set<AddFeature>();

/**
 * Adds a loaded feature's part to the page's store (and to any store made later: the code
 * of a page loads once however many stores, as in tests, use it).
 */
export function addStoreFeature(feature: StoreFeature): void {
  if (loaded.has(feature.name)) return;
  loaded.set(feature.name, feature);
  for (const add of stores) add(feature);
}

/** Loads a feature's part of the store and adds it: what a page's loader awaits. */
export const loadStoreFeature = async (load: () => Promise<StoreFeature>): Promise<void> => addStoreFeature(await load());

/** For the store: hands it the features already loaded, then each one that loads later. */
export function receiveStoreFeatures(add: AddFeature): void {
  for (const feature of loaded.values()) add(feature);
  stores.add(add);
}
