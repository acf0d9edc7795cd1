//===- GPUSimProfilerTest.cpp - Sectors and bank wavefronts by hand -------===//
//
// The counting rules of tile-run --profile on warp accesses whose answer is
// worked out by hand in each comment.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/GPUSimProfiler.h"

#include "gtest/gtest.h"

#include <functional>

using namespace mlir::tileir::runtime;

namespace {
constexpr uint64_t off = ~uint64_t(0);

/// The addresses of 32 lanes, lane l at `at(l)`.
std::vector<uint64_t> lanes(std::function<uint64_t(unsigned)> at) {
  std::vector<uint64_t> a(32);
  for (unsigned l = 0; l < 32; ++l)
    a[l] = at(l);
  return a;
}

MemoryProfile::Counts global(unsigned bytes, std::vector<uint64_t> a) {
  return countWarpAccess(AccessKind::GlobalLoad, bytes, a);
}
MemoryProfile::Counts shared(unsigned bytes, std::vector<uint64_t> a) {
  return countWarpAccess(AccessKind::SharedStore, bytes, a);
}

TEST(GPUSimProfiler, GlobalSectors) {
  // 32 consecutive f32 from a 128-byte boundary: 4 sectors, all used.
  auto c = global(4, lanes([](unsigned l) { return 4096 + 4 * l; }));
  EXPECT_EQ(c.instructions, 1u);
  EXPECT_EQ(c.sectors, 4u);
  EXPECT_EQ(c.usefulBytes, 128u);
  // Every other f32: 256 bytes span 8 sectors for 128 useful bytes (50%).
  c = global(4, lanes([](unsigned l) { return 4096 + 8 * l; }));
  EXPECT_EQ(c.sectors, 8u);
  EXPECT_EQ(c.usefulBytes, 128u);
  // Off by 4 bytes: the same 128 bytes straddle 5 sectors.
  c = global(4, lanes([](unsigned l) { return 4100 + 4 * l; }));
  EXPECT_EQ(c.sectors, 5u);
  // 16 bytes per lane, consecutive: 16 sectors, all used.
  c = global(16, lanes([](unsigned l) { return 16 * l; }));
  EXPECT_EQ(c.sectors, 16u);
  EXPECT_EQ(c.usefulBytes, 512u);
  // All lanes read one f32: one sector, 4 useful bytes.
  c = global(4, lanes([](unsigned) { return 64; }));
  EXPECT_EQ(c.sectors, 1u);
  EXPECT_EQ(c.usefulBytes, 4u);
  // Lanes 8-31 masked off: 8 f32 in one sector.
  c = global(4, lanes([](unsigned l) { return l < 8 ? 4 * l : off; }));
  EXPECT_EQ(c.sectors, 1u);
  EXPECT_EQ(c.usefulBytes, 32u);
  // No lane active: no instruction.
  c = global(4, lanes([](unsigned) { return off; }));
  EXPECT_EQ(c.instructions, 0u);
  EXPECT_EQ(c.sectors, 0u);
}

TEST(GPUSimProfiler, SharedWordsUpToFourBytes) {
  // Consecutive words: one per bank.
  auto c = shared(4, lanes([](unsigned l) { return 4 * l; }));
  EXPECT_EQ(c.wavefronts, 1u);
  EXPECT_EQ(c.idealWavefronts, 1u);
  // Stride of 4 words: banks 0, 4, ..., 28 take 4 words each (4-way).
  c = shared(4, lanes([](unsigned l) { return 16 * l; }));
  EXPECT_EQ(c.wavefronts, 4u);
  // Stride of 32 words: one bank, 32 words (32-way).
  c = shared(4, lanes([](unsigned l) { return 128 * l; }));
  EXPECT_EQ(c.wavefronts, 32u);
  // Stride of 33 words: every bank once.
  c = shared(4, lanes([](unsigned l) { return 132 * l; }));
  EXPECT_EQ(c.wavefronts, 1u);
  // One word for all (broadcast), and two lanes per word: no conflict.
  c = shared(4, lanes([](unsigned) { return 12; }));
  EXPECT_EQ(c.wavefronts, 1u);
  c = shared(4, lanes([](unsigned l) { return 4 * (l / 2); }));
  EXPECT_EQ(c.wavefronts, 1u);
  // f16 elements: lanes 2w and 2w + 1 share word w.
  c = shared(2, lanes([](unsigned l) { return 2 * l; }));
  EXPECT_EQ(c.wavefronts, 1u);
  // f16 at a stride of 64 bytes: banks 0 and 16, 16 words each.
  c = shared(2, lanes([](unsigned l) { return 64 * l; }));
  EXPECT_EQ(c.wavefronts, 16u);
  // Lanes 0-15 masked off: the 16 others, at a stride of 32 words.
  c = shared(4, lanes([](unsigned l) { return l < 16 ? off : 128 * l; }));
  EXPECT_EQ(c.wavefronts, 16u);
  EXPECT_EQ(c.idealWavefronts, 1u);
}

TEST(GPUSimProfiler, SharedWideAccessesInPhases) {
  // 8 bytes per lane, consecutive: two half-warps of 128 bytes each.
  auto c = shared(8, lanes([](unsigned l) { return 8 * l; }));
  EXPECT_EQ(c.wavefronts, 2u);
  EXPECT_EQ(c.idealWavefronts, 2u);
  // 8 bytes at a stride of 16: in a half-warp lanes l and l + 8 meet in
  // banks 4l, 4l + 1 (2-way), twice.
  c = shared(8, lanes([](unsigned l) { return 16 * l; }));
  EXPECT_EQ(c.wavefronts, 4u);
  EXPECT_EQ(c.idealWavefronts, 2u);
  // 16 bytes per lane, consecutive: four quarter-warps of 128 bytes.
  c = shared(16, lanes([](unsigned l) { return 16 * l; }));
  EXPECT_EQ(c.wavefronts, 4u);
  EXPECT_EQ(c.idealWavefronts, 4u);
  // 16 bytes at a stride of 128: the 8 lanes of a phase all in banks 0-3.
  c = shared(16, lanes([](unsigned l) { return 128 * l; }));
  EXPECT_EQ(c.wavefronts, 32u);
  EXPECT_EQ(c.idealWavefronts, 4u);
  // Only lanes 0-7 (one phase) active.
  c = shared(16, lanes([](unsigned l) { return l < 8 ? 16 * l : off; }));
  EXPECT_EQ(c.wavefronts, 1u);
  EXPECT_EQ(c.idealWavefronts, 1u);
}

ProfileSite site(AccessKind kind, unsigned bytes, unsigned lanes = 32) {
  return ProfileSite{"k", "unknown", kind, bytes, lanes, 0};
}

TEST(GPUSimProfiler, WarpsAndInstancesOfACTA) {
  // Site 0: ldmatrix.x1 (rows from lanes 0-7 only); site 1: a global load.
  MemoryProfile profile(
      {site(AccessKind::LdMatrix, 16, 8), site(AccessKind::GlobalLoad, 4)});
  // A buffer that starts 4 bytes past a sector boundary on the host, as if
  // it were aligned on the GPU.
  std::vector<uint8_t> buffer(1024 + 4);
  const uint8_t *base = buffer.data();
  while (reinterpret_cast<uintptr_t>(base) % 32 != 4)
    ++base;
  profile.addGlobalBuffer(base, 512);
  std::vector<ProfileThreadLog> logs(64, profile.makeLog());
  for (unsigned t = 0; t < 64; ++t) {
    // ldmatrix rows 16 bytes apart; lanes 8-31 point anywhere (all at one
    // row of bank 0, which would conflict if they counted).
    logs[t].perSite[0].push_back(t % 32 < 8 ? 16 * t : 128 * t);
    // Two instances of the load, the second one by warp 0 only.
    logs[t].perSite[1].push_back(reinterpret_cast<uint64_t>(base) + 4 * t);
    if (t < 32)
      logs[t].perSite[1].push_back(reinterpret_cast<uint64_t>(base) + 4 * t);
  }
  profile.addCTA(logs);
  EXPECT_EQ(profile.getCounts(0).instructions, 2u);
  EXPECT_EQ(profile.getCounts(0).wavefronts, 2u);
  EXPECT_EQ(profile.getCounts(0).idealWavefronts, 2u);
  EXPECT_EQ(profile.getCounts(1).instructions, 3u);
  EXPECT_EQ(profile.getCounts(1).sectors, 12u);
  EXPECT_EQ(profile.getCounts(1).usefulBytes, 3 * 128u);
  // The logs are emptied for the next CTA.
  EXPECT_TRUE(logs[0].perSite[1].empty());
}
} // namespace
