/** A county as the Census Bureau lists it: the five-digit FIPS code (state + county) and its name. */
export interface County {
  fips: string;
  name: string;
}
