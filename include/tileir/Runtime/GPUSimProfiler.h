//===- GPUSimProfiler.h - Memory access profile of gpu-sim runs -*- C++ -*-===//
//
// tile-run --device=gpu-sim --profile: every global and shared memory access
// of the lowered kernel reports its address to the host, and the accesses of
// the 32 lanes of a warp executing the same instruction are put back together
// to count what the memory system would do with them: 32-byte sectors for
// global memory, bank wavefronts for shared memory. Profiling only observes:
// the kernel computes what it computes without it.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_GPUSIMPROFILER_H
#define TILEIR_RUNTIME_GPUSIMPROFILER_H

#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace mlir::tileir::runtime {

/// What one instruction site does to memory. The cp.async copies are two
/// sites, one per side.
enum class AccessKind {
  GlobalLoad,
  GlobalStore,
  GlobalAtomic,
  CpAsyncSource, ///< the global side of a cp.async
  SharedLoad,
  SharedStore,
  SharedAtomic,
  CpAsyncDest, ///< the shared side of a cp.async
  LdMatrix,    ///< the rows an ldmatrix reads from shared memory
  StMatrix,    ///< the rows an stmatrix writes to shared memory
};

/// One memory instruction of the lowered kernel.
struct ProfileSite {
  std::string kernel;
  /// The innermost file location of the op (`file:line:col`), or "unknown".
  std::string location;
  AccessKind kind;
  /// Bytes each lane accesses.
  unsigned bytes;
  /// Lanes whose addresses the instruction uses (ldmatrix, stmatrix: 8 per
  /// matrix).
  unsigned lanes;
  /// Loops of the kernel's control flow graph around the site.
  unsigned loopDepth;
};

/// Inserts, before each global or shared memory access of `module` (LLVM
/// and NVVM dialects, as the GPU pipeline leaves it), a call
/// __tileir_sim_profile(site, address, active) and returns the sites, indexed
/// by the number passed. An access in a block entered only when a predicate
/// holds (the masked accesses of the lowering) reports from the block that
/// branches, with the predicate as `active`, so every lane of a warp reports
/// every dynamic instance of a site. Accesses to the stack are not counted.
std::vector<ProfileSite> instrumentMemoryAccesses(ModuleOp module);

/// The host function the calls go to, for the JIT's symbol table.
void tileirSimProfileAccess(uint32_t site, const void *address,
                            uint32_t active);

/// Addresses each GPU thread reported, per site, in execution order.
struct ProfileThreadLog {
  std::vector<std::vector<uint64_t>> perSite;
};

/// Makes the calling host thread report into `log` (null: report nothing).
void setProfileThreadLog(ProfileThreadLog *log);

/// Sums the accesses of the CTAs of a launch per site.
class MemoryProfile {
public:
  /// Counts of one site.
  struct Counts {
    /// Warp-level instructions executed (with at least one active lane).
    uint64_t instructions = 0;
    /// Global: 32-byte sectors touched, and the distinct bytes requested.
    uint64_t sectors = 0, usefulBytes = 0;
    /// Shared: wavefronts the banks take, and the least the same lanes and
    /// sizes could take (one per phase with an active lane).
    uint64_t wavefronts = 0, idealWavefronts = 0;
  };

  explicit MemoryProfile(std::vector<ProfileSite> sites);

  /// Takes the logs of the `logs.size()` threads of one CTA (thread t is
  /// lane t % 32 of warp t / 32) and empties them.
  void addCTA(std::vector<ProfileThreadLog> &logs);

  /// Declares a buffer of global memory. On the GPU buffers start at least
  /// 256-byte aligned; host buffers need not, so sectors are counted from
  /// the start of the buffer holding the address.
  void addGlobalBuffer(const void *data, size_t size);

  /// A log with a slot per site, for one thread.
  ProfileThreadLog makeLog() const;

  /// What site `site` has counted so far.
  const Counts &getCounts(size_t site) const { return counts[site]; }

  /// The table of sites (those with the same kernel, location, kind, size and
  /// loop depth on one line) and the kernel totals.
  void print(llvm::raw_ostream &os, llvm::StringRef header) const;

private:
  /// `address` as if its buffer began at a multiple of 2^40.
  uint64_t alignedAddress(uint64_t address) const;

  std::vector<ProfileSite> sites;
  std::vector<Counts> counts;
  /// The global buffers: start address -> size.
  std::map<uint64_t, uint64_t> buffers;
};

/// True for the kinds counted in sectors (global memory).
bool isGlobalAccess(AccessKind kind);

/// The counts of one warp-level instruction whose active lanes access
/// `bytes` bytes each at `addresses`: sectors and useful bytes for global
/// kinds, wavefronts for shared ones. Lane i of the warp is `addresses[i]`;
/// inactive lanes are ~0. Shared memory follows the rule the lowering
/// chooses its layouts by (nv_tileas::countBankWavefronts in
/// tileir/Dialect/TileAS/Utils/SharedMemoryBanks.h).
MemoryProfile::Counts countWarpAccess(AccessKind kind, unsigned bytes,
                                      llvm::ArrayRef<uint64_t> addresses);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_GPUSIMPROFILER_H
