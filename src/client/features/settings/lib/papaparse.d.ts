// The few papaparse types this feature uses (the package ships no declarations and @types/papaparse
// is not installed).
declare module "papaparse" {
  export type ParseError = { type: string; code: string; message: string; row?: number };
  export type ParseResult<T> = {
    data: T[];
    errors: ParseError[];
    meta: { fields?: string[]; delimiter: string; aborted: boolean };
  };
  export type ParseConfig = {
    header?: boolean;
    skipEmptyLines?: boolean | "greedy";
    delimiter?: string;
    transformHeader?: (header: string, index: number) => string;
    transform?: (value: string, field: string | number) => string;
  };
  const Papa: { parse<T>(input: string, config?: ParseConfig): ParseResult<T> };
  export default Papa;
}
