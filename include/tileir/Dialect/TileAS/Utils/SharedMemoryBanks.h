//===- SharedMemoryBanks.h - Bank wavefronts of a warp's access -*- C++ -*-===//
//
// The shared-memory bank rule that both the lowering (choosing conflict-free
// layouts for the copies it stages through shared memory) and gpu-sim's
// profiler (counting what the lowered code does) use: 32 banks of 4-byte
// words; accesses of up to 4 bytes a lane are served in one phase of 32
// lanes, 8-byte ones in two phases of 16 lanes, 16-byte ones in four of 8
// lanes; a phase takes as many wavefronts as the bank with the most
// distinct words requested in it (lanes asking for the same word share
// it). The banks and the shared word are the CUDA C++ Programming Guide's
// rules (compute capability 5.x and later); the phases of wide accesses are
// how NVIDIA describes L1TEX wavefronts (Nsight Compute's forum answers):
// a model, not a measurement.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_DIALECT_TILEAS_UTILS_SHAREDMEMORYBANKS_H
#define TILEIR_DIALECT_TILEAS_UTILS_SHAREDMEMORYBANKS_H

#include "llvm/ADT/ArrayRef.h"
#include "llvm/ADT/STLExtras.h"

#include <algorithm>
#include <cstdint>
#include <vector>

namespace mlir::nv_tileas {

/// What one warp-level shared-memory access costs.
struct BankWavefronts {
  /// Wavefronts taken, and the fewest the phases with active lanes could
  /// take (one each).
  int64_t wavefronts = 0, ideal = 0;
};

/// The wavefronts of one warp access whose lane i accesses `bytes` bytes at
/// byte address `addresses[i]`; lanes at `inactive` take no part.
inline BankWavefronts countBankWavefronts(llvm::ArrayRef<uint64_t> addresses,
                                          unsigned bytes,
                                          uint64_t inactive = ~uint64_t(0)) {
  BankWavefronts counts;
  size_t lanesPerPhase = bytes <= 4 ? 32 : bytes <= 8 ? 16 : 8;
  for (size_t first = 0; first < addresses.size(); first += lanesPerPhase) {
    std::vector<uint64_t> words;
    for (size_t l = first;
         l < std::min(addresses.size(), first + lanesPerPhase); ++l) {
      uint64_t a = addresses[l];
      if (a == inactive)
        continue;
      for (uint64_t w = a / 4; w <= (a + bytes - 1) / 4; ++w)
        words.push_back(w);
    }
    if (words.empty())
      continue;
    llvm::sort(words);
    words.erase(std::unique(words.begin(), words.end()), words.end());
    int64_t perBank[32] = {};
    for (uint64_t w : words)
      ++perBank[w % 32];
    counts.wavefronts += *std::max_element(perBank, perBank + 32);
    counts.ideal += 1;
  }
  return counts;
}

} // namespace mlir::nv_tileas

#endif // TILEIR_DIALECT_TILEAS_UTILS_SHAREDMEMORYBANKS_H
