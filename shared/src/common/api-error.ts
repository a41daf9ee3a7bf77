/** Every error body the API sends: the spec's message plus a stable machine code. */
export interface ApiErrorBody {
  message: string;
  code: string;
  issues?: Array<{ path: string; message: string }>;
}
