import type { AppRoute, ClientInferRequest, ClientInferResponseBody } from '@ts-rest/core';
import type { ZodError, ZodTypeAny } from 'zod';

type ClientOnlyFields =
  'extraHeaders' | 'fetchOptions' | 'overrideClientOptions' | 'cache' | 'next' | 'headers';

/** Makes a part optional when every field in it is optional (`query` of most GETs). */
type RelaxEmptyParts<T> = {
  [K in keyof T as object extends T[K] ? never : K]: T[K];
} & {
  [K in keyof T as object extends T[K] ? K : never]?: T[K];
};

/** What a caller passes for a route: params, query and body as the contract types them. */
export type RouteInput<R extends AppRoute> = RelaxEmptyParts<Omit<ClientInferRequest<R>, ClientOnlyFields>>;

type OkBody<R extends AppRoute> = Extract<ClientInferResponseBody<R, 200>, { success: true }>;

/** The unwrapped `value` of a successful call (or the plain body for plain-text routes). */
export type RouteValue<R extends AppRoute> = [OkBody<R>] extends [never]
  ? ClientInferResponseBody<R, 200>
  : OkBody<R> extends { value: infer V }
    ? V
    : never;

export interface CallOptions {
  signal?: AbortSignal;
  /** Overrides the client's default timeout (15 s). */
  timeoutMs?: number;
}

/** The one HTTP client of the site. Every failure rejects with an `ApiError` (see errors.ts). */
export interface ApiClient {
  call<R extends AppRoute>(route: R, input: RouteInput<R>, options?: CallOptions): Promise<RouteValue<R>>;
}

/** An answer that failed its route's response schema: what `ApiClientOptions.onSchemaFailure` hears. */
export interface SchemaFailure {
  route: AppRoute;
  /** The schema the answer was checked against (the route's response for the status it came with). */
  schema: ZodTypeAny;
  error: ZodError;
}
