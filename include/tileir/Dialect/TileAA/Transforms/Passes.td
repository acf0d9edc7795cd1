//===- Passes.td - nv_tileaa transformation passes ---------*- tablegen -*-===//
//
// The mem-token algebra (seed 002): a verifier of the token graph and the
// per-CTA mbarrier pool that the token lowering draws from.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_TD
#define TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

// Both passes are anchored on any op and visit every nv_tileaa.func below
// it, like the lowering that produces them (a builtin.module holding the
// kernels' modules).
def VerifyMemTokens : Pass<"tileaa-verify-mem-tokens"> {
  let summary = "Check that memory ordering is threaded through mem_tokens";
  let description = [{
    Checks the token algebra of every nv_tileaa.func:

    - every memory effect (an nv_tileaa op with unknown effects, or any op
      that declares a read or a write) consumes exactly one mem_token and
      produces exactly one successor mem_token;
    - mem_tokens are defined only by create_mem_token, join_mem_token,
      memory effects, region results and block arguments, and used only by
      memory effects, joins, loop and queue operands and terminators;
    - every input of a join_mem_token is complete before the join (it
      dominates it);
    - a loop-carried token is threaded: the token continued to the next
      iteration is ordered after the iteration's incoming token;
    - a token leaving a region (if/pragma yield, queue.yield, break) is
      ordered after some token that entered the region.

    Forks (one token consumed by several effects) are legal, as in the
    cuda_tile specification: the effects are simply unordered among
    themselves. A write whose successor token is never consumed is ordered
    only by the end of the kernel; `warn-dangling-writes` reports it.
  }];
  let options = [
    Option<"warnDanglingWrites", "warn-dangling-writes", "bool", "false",
           "Warn about writes whose successor token is never consumed">,
  ];
}

def AllocateMBarriers : Pass<"tileaa-allocate-mbarriers"> {
  let summary = "Assign mem_tokens to slots of the per-CTA mbarrier pool";
  let description = [{
    Each create_mem_token claims a slot of the per-CTA mbarrier pool
    (`nv_tileaa.mbarrier_slot`) and gets the number of memory effects that
    arrive on its first phase as `producers` (the mbarrier init count; never
    lowered below what the IR already asks for). Every token derived from it
    rides the same barrier. A join_mem_token claims no slot: it records in
    `nv_tileaa.mbarrier_waits` the slots its chain of parity waits polls,
    one per input barrier. A memory effect records in
    `nv_tileaa.mbarrier_slots` the slots its input token rides: the GPU
    lowering waits on them before the effect and arrives on the first after
    a write. A slot is reused once no token riding it can be
    used or waited on any more; liveness is conservative across regions.
    The function gets the number of slots it uses as `nv_tileaa.mbarriers`.
    More tokens live at once than the pool holds is a hard error.
  }];
  let options = [
    Option<"poolSize", "pool-size", "unsigned", "32",
           "Number of mbarriers in the per-CTA pool">,
  ];
}

#endif // TILEIR_DIALECT_TILEAA_TRANSFORMS_PASSES_TD
