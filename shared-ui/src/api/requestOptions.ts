/** What a read may be given: the signal that aborts it (the data layer's, when its screen goes away). */
export interface RequestOptions {
  signal?: AbortSignal;
}
