// The part of jStat (no types of its own) that server/experiments/statistics.ts uses.
declare module "jstat" {
  interface Distribution {
    cdf(x: number, ...parameters: number[]): number;
    inv(p: number, ...parameters: number[]): number;
  }
  const jstat: {
    jStat: { normal: Distribution; studentt: Distribution; binomial: { cdf(k: number, n: number, p: number): number } };
  };
  export default jstat;
}
