export function runProofs(): void { console.log("proofs: later"); }
