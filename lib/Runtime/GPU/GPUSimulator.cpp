//===- GPUSimulator.cpp - Run GPU-lowered kernels on the host CPU ---------===//
//
// tile-run --device=gpu-sim runs the exact LLVM/NVVM-dialect code the GPU
// pipeline produces, JIT-compiled for the host: every CTA of the grid is run
// by T host threads, one per GPU thread, with the special registers, the CTA
// barrier, the shared-memory buffer and the NVVM/libdevice math calls
// provided by this file. It checks the distributed lowering (layouts, shared
// memory staging, barriers, masking) against the CPU executor on machines
// without a GPU; only the NVPTX backend and ptxas are left out.
//
// Asynchronous copies and products are modelled as late as the PTX ISA
// lets them complete, so that a kernel that does not wait for them fails:
//  - cp.async: a copy lands when a cp.async.wait_group retires its group.
//  - cp.async.bulk.tensor (TMA): the copy is checked against its tensor
//    map (filled in by tensormap.replace, in the simulator's own layout of
//    the map's 128 bytes) when issued, and lands, swizzled, when a thread
//    waits for a phase of the mbarrier it completes on that has not
//    completed yet; its bytes count against the barrier's phase
//    (mbarrier.arrive.expect_tx) until then. A copy into bytes that any
//    thread's wgmma in flight may read lands at once. More arrivals than
//    a phase expects, and a wait that does not end, stop the kernel.
//  - wgmma.mma_async joins the group the next wgmma.commit_group closes
//    (one with A in registers takes its rows of A from the warp's
//    registers at issue: the PTX ISA forbids changing them before the
//    wait that retires the group, so they hold the same values then);
//    the wgmma.wait_group that retires the group performs it (reads its
//    shared-memory operands, computes the product). Until then the
//    accumulator registers it defines hold tokens, NaNs whose payload names
//    the entry's slot in the thread's list of wgmma results. A wgmma that
//    accumulates onto a token of a group still in flight chains onto it
//    (the ISA allows this for the same accumulator); the wait, whose
//    operands are the accumulator registers (kWgmmaWaitAsm, in-out), turns
//    the tokens of the groups it retires into their results. Anything else
//    that reads a token computes with a NaN, as does a chained wgmma or a
//    wait that meets a token of a group retired earlier (the value should
//    have come through that group's wait). One with scale-d false
//    accumulates onto zeros, whatever its accumulator registers hold.
//  - The two meet where a cp.async writes bytes that a wgmma in flight may
//    read (a race on the GPU): the copy lands at once, before the wgmma
//    reads. The bytes a wgmma reads are bounded per operand from its
//    descriptor; every thread of a warpgroup issues the same wgmmas, so
//    each thread checks its copies against its warpgroup's reads (not
//    against other warpgroups'). wgmma.fence is not checked: a wgmma takes
//    the accumulator values it is given at issue.
// All of it is per thread: a kernel that waits correctly computes,
// deterministically, what it would with synchronous copies and products.
//
//===----------------------------------------------------------------------===//

#include "tileir/Runtime/GPULauncher.h"
#include "tileir/Runtime/GPUSimProfiler.h"
#include "tileir/Runtime/NumericConversions.h"

#include "../HostJIT.h"

#include "tileir/Conversion/TileAAToLLVM/TileAAToLLVM.h"
#include "tileir/Target/PTX/Pipeline.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/ExecutionEngine/ExecutionEngine.h"
#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/IR/AttrTypeSubElements.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/StringSwitch.h"
#include "llvm/ExecutionEngine/Orc/Mangling.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/TargetSelect.h"

#include <algorithm>
#include <cfenv>
#include <chrono>
#include <cmath>
#include <condition_variable>
#include <cstdio>
#include <cstring>
#include <deque>
#include <map>
#include <mutex>
#include <thread>
#include <type_traits>
#include <unordered_map>

using namespace mlir;
using namespace mlir::tileir;
using namespace mlir::tileir::runtime;

//===----------------------------------------------------------------------===//
// The simulated machine
//===----------------------------------------------------------------------===//

namespace {
/// bar.sync among the threads of one CTA. A thread that returns leaves the
/// barrier, so the others are never left waiting for it.
class CTABarrier {
public:
  explicit CTABarrier(unsigned count) : expected(count) {}
  void wait() {
    std::unique_lock<std::mutex> lock(mutex);
    unsigned gen = generation;
    if (++arrived == expected) {
      release();
      return;
    }
    cv.wait(lock, [&] { return gen != generation; });
  }
  void leave() {
    std::unique_lock<std::mutex> lock(mutex);
    --expected;
    if (expected && arrived == expected)
      release();
  }

private:
  void release() {
    arrived = 0;
    ++generation;
    cv.notify_all();
  }
  std::mutex mutex;
  std::condition_variable cv;
  unsigned expected, arrived = 0, generation = 0;
};

/// What the 32 lanes of a warp hand each other in a warp-collective
/// mma.sync: each lane's fragment registers.
struct WarpExchange {
  explicit WarpExchange(unsigned lanes) : barrier(lanes) {}
  CTABarrier barrier;
  uint64_t a[32][4];
  uint64_t b[32][2];
  uint32_t shuffled[32];
  /// ldmatrix and stmatrix: the row each lane points at.
  char *rows[32];
  /// stmatrix: each lane's registers (b16 pairs), one per matrix.
  uint32_t matrixRegs[32][4];
};

/// One cp.async: `bytes` from `src` to `dst`, of which the first
/// `srcBytes` are read and the rest are zeros.
struct AsyncCopy {
  void *dst;
  const void *src;
  uint32_t bytes, srcBytes;
};

/// The multiplicand types of the mma.sync and wgmma forms the lowering
/// emits.
enum class MmaElem : uint32_t { F16, BF16, TF32, S8, U8, E4M3, E5M2, F64 };

/// One wgmma.mma_async a thread has issued and the group that holds it has
/// not yet retired: the descriptors and the shared buffer it reads, and
/// its accumulator entries, slots [firstSlot, firstSlot + n / 2) of the
/// thread's wgmma slots (ThreadState::wgmmaSlots). `lo`/`hi` bound the
/// host bytes each operand may read, for the check against cp.async.
struct PendingWgmma {
  uint64_t descA, descB;
  const uint8_t *smem;
  int32_t n, transB;
  /// The operand types and the instruction's K (32 bytes of a row).
  MmaElem typeA, typeB;
  unsigned k;
  uint32_t firstSlot;
  const uint8_t *lo[2], *hi[2];
  /// A in registers (16-bit elements): this thread's rows g and g + 8 of
  /// it, as the warp's registers held them at issue; descA is unused.
  bool aInRegisters = false;
  uint16_t aRows[2][16] = {};
};

struct ThreadState {
  int tid[3] = {0, 0, 0}, ntid[3] = {1, 1, 1};
  int ctaid[3] = {0, 0, 0}, nctaid[3] = {1, 1, 1};
  CTABarrier *barrier = nullptr;
  WarpExchange *warp = nullptr;
  /// This thread's cp.async copies not yet committed, and its committed
  /// groups, oldest first. A copy lands only when a wait retires its group,
  /// so a kernel that reads a stage before waiting for it reads what was
  /// there before, as it may on the GPU, and fails its checks.
  std::vector<AsyncCopy> uncommitted;
  std::vector<std::vector<AsyncCopy>> groups;
  /// This thread's wgmma operations not yet retired, oldest first, and the
  /// number of them in each committed group, oldest first (the rest are
  /// not committed yet). Each accumulator entry a wgmma produces gets a
  /// slot, numbered in issue order: before its group retires it holds the
  /// value the wgmma accumulates onto (a number or another slot's token),
  /// after, the result. Groups retire in order, so the retired slots are
  /// the first `retiredSlots`; once a wait has handed out their results,
  /// nothing may use them (simWgmmaWaitGroup), and only slots from
  /// `slotBase` on are kept.
  std::deque<PendingWgmma> wgmmas;
  std::deque<size_t> wgmmaGroups;
  std::deque<uint32_t> wgmmaSlots;
  uint32_t slotBase = 0, retiredSlots = 0;
};
thread_local ThreadState current;
} // namespace

static void landCopy(const AsyncCopy &c) {
  std::memcpy(c.dst, c.src, c.srcBytes);
  std::memset(static_cast<char *>(c.dst) + c.srcBytes, 0, c.bytes - c.srcBytes);
}

extern "C" {
static int simTidX() { return current.tid[0]; }
static int simTidY() { return current.tid[1]; }
static int simTidZ() { return current.tid[2]; }
static int simNtidX() { return current.ntid[0]; }
static int simNtidY() { return current.ntid[1]; }
static int simNtidZ() { return current.ntid[2]; }
static int simCtaidX() { return current.ctaid[0]; }
static int simCtaidY() { return current.ctaid[1]; }
static int simCtaidZ() { return current.ctaid[2]; }
static int simNctaidX() { return current.nctaid[0]; }
static int simNctaidY() { return current.nctaid[1]; }
static int simNctaidZ() { return current.nctaid[2]; }
static void simBarrier() { current.barrier->wait(); }
static void simCpAsync(void *dst, const void *src, int32_t bytes,
                       int32_t srcBytes) {
  AsyncCopy copy{dst, src, uint32_t(bytes),
                 uint32_t(std::clamp<int32_t>(srcBytes, 0, bytes))};
  // A copy into bytes that a wgmma of the warpgroup still in flight may
  // read lands now, before the wgmma reads them (it reads when its group
  // retires): on the GPU the two race, and here the kernel's products go
  // wrong.
  auto *begin = static_cast<const uint8_t *>(dst), *end = begin + bytes;
  for (const PendingWgmma &op : current.wgmmas)
    for (int o = 0; o < 2; ++o)
      if (begin < op.hi[o] && op.lo[o] < end) {
        landCopy(copy);
        return;
      }
  current.uncommitted.push_back(copy);
}
static void simCpAsyncCommitGroup() {
  current.groups.push_back(std::move(current.uncommitted));
  current.uncommitted.clear();
}
/// cp.async.wait_group n: every committed group but the n most recent
/// completes.
static void simCpAsyncWaitGroup(int32_t pending) {
  auto &groups = current.groups;
  size_t done = groups.size() > size_t(pending) ? groups.size() - pending : 0;
  for (size_t g = 0; g < done; ++g)
    for (const AsyncCopy &c : groups[g])
      landCopy(c);
  groups.erase(groups.begin(), groups.begin() + done);
}
static int simWarpSize() { return 32; }
static int simLaneId() { return current.tid[0] % 32; }
}

/// f(a, b) evaluated under one of the four IEEE rounding directions (the
/// floating-point environment is per thread).
template <typename T, typename F> static T withRounding(int mode, F f) {
  int saved = std::fegetround();
  std::fesetround(mode);
  volatile T r = f();
  std::fesetround(saved);
  return r;
}

//===----------------------------------------------------------------------===//
// Host versions of the NVVM intrinsics and libdevice functions
//===----------------------------------------------------------------------===//

namespace {
struct HostSymbol {
  std::string name;
  void *address;
};
} // namespace

/// PTX's .ftz: a subnormal input or result becomes a zero of its sign.
template <typename T> static T flushSubnormal(T x) {
  return std::fpclassify(x) == FP_SUBNORMAL ? std::copysign(T(0), x) : x;
}

/// The directed-rounding forms of add, mul, div, fma, sqrt and of the
/// integer/double to float conversions (PTX .rn/.rz/.rm/.rp); with Ftz, the
/// .ftz forms, which flush the operands and the rounded result. The
/// operands pass through volatile copies read inside withRounding, so that
/// the compiler cannot compute the operation before the mode is set.
template <int Mode, bool Ftz, typename T> static T roundedAdd(T a, T b) {
  volatile T x = Ftz ? flushSubnormal(a) : a, y = Ftz ? flushSubnormal(b) : b;
  T r = withRounding<T>(Mode, [&] { return x + y; });
  return Ftz ? flushSubnormal(r) : r;
}
template <int Mode, bool Ftz, typename T> static T roundedMul(T a, T b) {
  volatile T x = Ftz ? flushSubnormal(a) : a, y = Ftz ? flushSubnormal(b) : b;
  T r = withRounding<T>(Mode, [&] { return x * y; });
  return Ftz ? flushSubnormal(r) : r;
}
template <int Mode, bool Ftz, typename T> static T roundedDiv(T a, T b) {
  volatile T x = Ftz ? flushSubnormal(a) : a, y = Ftz ? flushSubnormal(b) : b;
  T r = withRounding<T>(Mode, [&] { return x / y; });
  return Ftz ? flushSubnormal(r) : r;
}
template <int Mode, bool Ftz, typename T> static T roundedFma(T a, T b, T c) {
  volatile T x = Ftz ? flushSubnormal(a) : a, y = Ftz ? flushSubnormal(b) : b,
             z = Ftz ? flushSubnormal(c) : c;
  T r = withRounding<T>(Mode, [&] { return std::fma(T(x), T(y), T(z)); });
  return Ftz ? flushSubnormal(r) : r;
}
template <int Mode, bool Ftz, typename T> static T roundedSqrt(T a) {
  volatile T x = Ftz ? flushSubnormal(a) : a;
  T r = withRounding<T>(Mode, [&] { return std::sqrt(T(x)); });
  return Ftz ? flushSubnormal(r) : r;
}
/// fma.rn.f16 and fma.rn.bf16 on storage bits, rounded once.
template <ElemKind Kind>
static uint16_t fmaNarrow(uint16_t a, uint16_t b, uint16_t c) {
  return uint16_t(
      encodeFloat(fmaForNarrowFormat(decodeFloat(a, Kind), decodeFloat(b, Kind),
                                     decodeFloat(c, Kind)),
                  Kind));
}
template <int Mode, typename From, typename To>
static To roundedConvert(From a) {
  volatile From x = a;
  return withRounding<To>(Mode, [&] { return To(x); });
}

/// Host symbols for one rounding direction `Mode`, named by its PTX suffix
/// `mode`: __tileir_sim_<op>_<mode>[_ftz]_<f|d> and _<conversion>_<mode>.
template <int Mode, bool Ftz>
static void addRoundedF32Symbols(std::vector<HostSymbol> &s,
                                 const std::string &prefix) {
  auto add = [&](const char *op, void *address) {
    s.push_back({"__tileir_sim_" + std::string(op) + prefix, address});
  };
  add("add_", (void *)&roundedAdd<Mode, Ftz, float>);
  add("mul_", (void *)&roundedMul<Mode, Ftz, float>);
  add("div_", (void *)&roundedDiv<Mode, Ftz, float>);
  add("fma_", (void *)&roundedFma<Mode, Ftz, float>);
  add("sqrt_", (void *)&roundedSqrt<Mode, Ftz, float>);
}
template <int Mode>
static void addRoundedSymbols(std::vector<HostSymbol> &s, const char *mode) {
  auto add = [&](const std::string &name, void *address) {
    s.push_back({"__tileir_sim_" + name, address});
  };
  std::string m = mode;
  addRoundedF32Symbols<Mode, false>(s, m + "_f");
  addRoundedF32Symbols<Mode, true>(s, m + "_ftz_f");
  add("add_" + m + "_d", (void *)&roundedAdd<Mode, false, double>);
  add("mul_" + m + "_d", (void *)&roundedMul<Mode, false, double>);
  add("div_" + m + "_d", (void *)&roundedDiv<Mode, false, double>);
  add("fma_" + m + "_d", (void *)&roundedFma<Mode, false, double>);
  add("sqrt_" + m + "_d", (void *)&roundedSqrt<Mode, false, double>);
  add("d2f_" + m, (void *)&roundedConvert<Mode, double, float>);
  add("i2f_" + m, (void *)&roundedConvert<Mode, int32_t, float>);
  add("ui2f_" + m, (void *)&roundedConvert<Mode, uint32_t, float>);
  add("ll2f_" + m, (void *)&roundedConvert<Mode, int64_t, float>);
  add("ull2f_" + m, (void *)&roundedConvert<Mode, uint64_t, float>);
  add("ll2d_" + m, (void *)&roundedConvert<Mode, int64_t, double>);
  add("ull2d_" + m, (void *)&roundedConvert<Mode, uint64_t, double>);
}

/// Host twins of the float-to-integer cvt intrinsics that ftoi `saturating`
/// lowers to (__tileir_sim_<f|d>2[u]<i|ll>_<mode>): PTX's clamping, NaN-to-0
/// rule is the interpreter's, so they call its `floatToInt`.
template <Rounding R, typename From, typename To>
static To simFloatToInt(From a) {
  return To(floatToInt(double(a), sizeof(To) * 8, std::is_signed_v<To>, R));
}

template <Rounding R>
static void addFloatToIntSymbols(std::vector<HostSymbol> &s,
                                 const std::string &mode) {
  auto add = [&](const std::string &name, void *address) {
    s.push_back({"__tileir_sim_" + name + "_" + mode, address});
  };
  add("f2i", (void *)&simFloatToInt<R, float, int32_t>);
  add("f2ui", (void *)&simFloatToInt<R, float, uint32_t>);
  add("f2ll", (void *)&simFloatToInt<R, float, int64_t>);
  add("f2ull", (void *)&simFloatToInt<R, float, uint64_t>);
  add("d2i", (void *)&simFloatToInt<R, double, int32_t>);
  add("d2ui", (void *)&simFloatToInt<R, double, uint32_t>);
  add("d2ll", (void *)&simFloatToInt<R, double, int64_t>);
  add("d2ull", (void *)&simFloatToInt<R, double, uint64_t>);
}

/// Host twins of cvt.rn.satfinite.{e4m3x2,e5m2x2}.f32 d, a, b (the NVVM
/// intrinsics llvm.nvvm.ff.to.<f8>x2.rn): a's byte in d's high half, b's in
/// its low one; to nearest even, magnitudes beyond the format's largest
/// finite one (infinities too) to it with their sign, as the interpreter's
/// saturating conversion does, and NaN to the format's NaN, 0x7F (PTX ISA,
/// cvt, .satfinite).
template <ElemKind K> static uint16_t simF32x2ToF8x2(float a, float b) {
  auto one = [](float x) -> uint16_t {
    return std::isnan(x) ? 0x7F
                         : uint16_t(encodeFloat(x, K, Rounding::NearestEven));
  };
  return uint16_t(one(a) << 8 | one(b));
}

/// Host twin of cvt.rn.tf32.f32 d, a (llvm.nvvm.f2tf32.rn, sm_90): a to
/// nearest even in tf32, low 13 bits zero. PTX does not say which NaN it
/// gives; the twin gives the canonical one, and the lowering uses it only
/// where the payload does not matter or is replaced (FloatConversions.h).
static uint32_t simF2TF32Rn(float a) {
  return std::isnan(a) ? 0x7FFFE000u : floatToTF32(a);
}

extern "C" {
static float simEx2Approx(float a) { return std::exp2(a); }
static float simLg2Approx(float a) { return std::log2(a); }
static float simDivApprox(float a, float b) { return a / b; }
static float simRcpApprox(float a) { return 1.0f / a; }
static float simSqrtApprox(float a) { return std::sqrt(a); }
static float simRsqrtApprox(float a) { return 1.0f / std::sqrt(a); }
// The .ftz forms of the approximations flush operands and result.
static float simEx2ApproxFtz(float a) {
  return flushSubnormal(std::exp2(flushSubnormal(a)));
}
static float simLg2ApproxFtz(float a) {
  return flushSubnormal(std::log2(flushSubnormal(a)));
}
static float simDivApproxFtz(float a, float b) {
  return flushSubnormal(flushSubnormal(a) / flushSubnormal(b));
}
static float simRcpApproxFtz(float a) {
  return flushSubnormal(1.0f / flushSubnormal(a));
}
static float simSqrtApproxFtz(float a) {
  return flushSubnormal(std::sqrt(flushSubnormal(a)));
}
static float simRsqrtApproxFtz(float a) {
  return flushSubnormal(1.0f / std::sqrt(flushSubnormal(a)));
}
static float simSinApproxFtz(float a) {
  return flushSubnormal(std::sin(flushSubnormal(a)));
}
static float simCosApproxFtz(float a) { return std::cos(flushSubnormal(a)); }
static double simRsqrtApproxD(double a) { return 1.0 / std::sqrt(a); }
static float simSinApprox(float a) { return std::sin(a); }
static float simCosApprox(float a) { return std::cos(a); }
static float simTanhApprox(float a) { return std::tanh(a); }
// PTX max/min: a NaN operand gives the other one (both NaN: NaN), or with
// .NaN a NaN; -0 orders below +0, as in LLVM's maximumnum/maximum, which
// the lowering relies on; .ftz flushes the operands first.
static float simFmax(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? b : a;
  if (a == b)
    return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
static float simFmin(float a, float b) {
  if (std::isnan(a) || std::isnan(b))
    return std::isnan(a) ? b : a;
  if (a == b)
    return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
static float simFmaxNan(float a, float b) {
  return std::isnan(a) || std::isnan(b) ? NAN : simFmax(a, b);
}
static float simFminNan(float a, float b) {
  return std::isnan(a) || std::isnan(b) ? NAN : simFmin(a, b);
}
static float simFmaxFtz(float a, float b) {
  return simFmax(flushSubnormal(a), flushSubnormal(b));
}
static float simFminFtz(float a, float b) {
  return simFmin(flushSubnormal(a), flushSubnormal(b));
}
static float simFmaxNanFtz(float a, float b) {
  return simFmaxNan(flushSubnormal(a), flushSubnormal(b));
}
static float simFminNanFtz(float a, float b) {
  return simFminNan(flushSubnormal(a), flushSubnormal(b));
}
static float nvRsqrtf(float a) { return 1.0f / std::sqrt(a); }
static double nvRsqrt(double a) { return 1.0 / std::sqrt(a); }
static float nvExp10f(float a) { return std::pow(10.0f, a); }
static float nvFdividef(float a, float b) { return a / b; }
static float nvSaturatef(float a) { return a < 0 ? 0 : a > 1 ? 1 : a; }
}

// halfToFloat and bf16ToFloat: NumericConversions.h (exact widenings).

/// One mma.sync form as the rewrite passes it: m | k << 8 | A type << 16 |
/// B type << 20 | (f16 accumulator) << 24.
static uint32_t encodeMmaForm(unsigned m, unsigned k, MmaElem a, MmaElem b,
                              bool f16Acc = false) {
  return m | k << 8 | uint32_t(a) << 16 | uint32_t(b) << 20 |
         uint32_t(f16Acc) << 24;
}

/// Element `e` (of those packed in one register) of an operand register.
/// A .tf32 operand is a 32-bit container whose upper 19 bits hold the tf32
/// value; the lowering only passes values ftof rounded to tf32 (low 13 bits
/// zero), and the model ignores those bits as the tensor cores may.
static double mmaElement(uint64_t reg, unsigned e, MmaElem t) {
  auto f8 = [&](const llvm::fltSemantics &sem) {
    llvm::APFloat f(sem, llvm::APInt(8, (reg >> (8 * e)) & 0xff));
    return f.convertToDouble();
  };
  switch (t) {
  case MmaElem::F16:
    return halfToFloat(uint16_t(reg >> (16 * e)));
  case MmaElem::BF16:
    return bf16ToFloat(uint16_t(reg >> (16 * e)));
  case MmaElem::TF32: {
    uint32_t bits = uint32_t(reg) & ~0x1fffu;
    float f;
    std::memcpy(&f, &bits, 4);
    return f;
  }
  case MmaElem::S8:
    return int8_t(reg >> (8 * e));
  case MmaElem::U8:
    return uint8_t(reg >> (8 * e));
  case MmaElem::E4M3:
    return f8(llvm::APFloat::Float8E4M3FN());
  case MmaElem::E5M2:
    return f8(llvm::APFloat::Float8E5M2());
  case MmaElem::F64: {
    double d;
    std::memcpy(&d, &reg, 8);
    return d;
  }
  }
  return 0;
}

/// Elements of one type per 32-bit operand register (f64: one per 64-bit
/// register).
static unsigned mmaKWidth(MmaElem t) {
  switch (t) {
  case MmaElem::F16:
  case MmaElem::BF16:
    return 2;
  case MmaElem::TF32:
  case MmaElem::F64:
    return 1;
  default:
    return 4;
  }
}

/// mma.sync.aligned.mMn8kK.row.col of `form` (encodeMmaForm): the PTX ISA
/// fragment layouts. Lane = 4 g + q, kw = elements per register. A
/// register r holds row g + 8 (r mod (M/8)) and K elements kw q + (0..kw-1)
/// + 4 kw (r div (M/8)); B register r holds K elements kw q + (0..kw-1) + 4
/// kw r of column g; D entry i is row g + 8 (i div 2), column 2q + i mod 2.
/// Products are formed exactly (every multiplicand type is exact in double,
/// and so are products of two of them but f64's): integers sum exactly and
/// wrap modulo 2^32; f32 and f16 accumulators add the exact sum of the
/// products to C and round once; f64 chains fused multiply-adds in k order.
static void simMmaSync(uint32_t form, const uint64_t *a, const uint64_t *b,
                       const void *c, void *d) {
  unsigned m = form & 0xff, k = (form >> 8) & 0xff;
  auto aType = MmaElem((form >> 16) & 0xf), bType = MmaElem((form >> 20) & 0xf);
  bool f16Acc = (form >> 24) & 1;
  WarpExchange &w = *current.warp;
  unsigned lane = current.tid[0] % 32;
  unsigned rowGroups = m / 8, kw = mmaKWidth(aType), half = 4 * kw;
  std::memcpy(w.a[lane], a, sizeof(uint64_t) * rowGroups * (k / half));
  std::memcpy(w.b[lane], b, sizeof(uint64_t) * (k / half));
  w.barrier.wait();
  auto aAt = [&](unsigned row, unsigned kk) {
    unsigned l = (row % 8) * 4 + (kk % half) / kw;
    unsigned r = row / 8 + rowGroups * (kk / half);
    return mmaElement(w.a[l][r], kk % kw, aType);
  };
  auto bAt = [&](unsigned kk, unsigned n) {
    unsigned l = n * 4 + (kk % half) / kw;
    return mmaElement(w.b[l][kk / half], kk % kw, bType);
  };
  unsigned g = lane / 4, q = lane % 4;
  for (unsigned i = 0; i < 2 * rowGroups; ++i) {
    unsigned row = g + 8 * (i / 2), col = 2 * q + i % 2;
    if (aType == MmaElem::S8 || aType == MmaElem::U8) {
      int64_t sum = static_cast<const int32_t *>(c)[i];
      for (unsigned kk = 0; kk < k; ++kk)
        sum += int64_t(aAt(row, kk)) * int64_t(bAt(kk, col));
      static_cast<int32_t *>(d)[i] = int32_t(uint32_t(sum));
    } else if (aType == MmaElem::F64) {
      double acc = static_cast<const double *>(c)[i];
      for (unsigned kk = 0; kk < k; ++kk)
        acc = std::fma(aAt(row, kk), bAt(kk, col), acc);
      static_cast<double *>(d)[i] = acc;
    } else if (f16Acc) {
      double sum = halfToFloat(static_cast<const uint16_t *>(c)[i]);
      for (unsigned kk = 0; kk < k; ++kk)
        sum += aAt(row, kk) * bAt(kk, col);
      llvm::APFloat h(sum);
      bool lost;
      h.convert(llvm::APFloat::IEEEhalf(), llvm::APFloat::rmNearestTiesToEven,
                &lost);
      static_cast<uint16_t *>(d)[i] =
          uint16_t(h.bitcastToAPInt().getZExtValue());
    } else {
      double sum = 0;
      for (unsigned kk = 0; kk < k; ++kk)
        sum += aAt(row, kk) * bAt(kk, col);
      static_cast<float *>(d)[i] =
          float(double(static_cast<const float *>(c)[i]) + sum);
    }
  }
  // Nobody may overwrite the fragments before every lane has read them.
  w.barrier.wait();
}

/// ldmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].b16 (PTX ISA, "Warp-level
/// matrix load instruction: ldmatrix"): lanes 8m .. 8m + 7 give the
/// addresses of the 8 rows (8 consecutive 16-bit elements each) of matrix
/// m; lane 4g + q receives, per matrix, elements (g, 2q) and (g, 2q + 1),
/// or with .trans (2q, g) and (2q + 1, g), the first in the low half.
static void simLdMatrix(char *row, uint32_t num, uint32_t trans,
                        uint32_t *out) {
  WarpExchange &w = *current.warp;
  unsigned lane = current.tid[0] % 32;
  w.rows[lane] = row;
  w.barrier.wait();
  unsigned g = lane / 4, q = lane % 4;
  auto element = [&](unsigned m, unsigned r, unsigned c) {
    uint16_t v;
    std::memcpy(&v, w.rows[8 * m + r] + 2 * c, 2);
    return uint32_t(v);
  };
  for (unsigned m = 0; m < num; ++m)
    out[m] = trans ? element(m, 2 * q, g) | element(m, 2 * q + 1, g) << 16
                   : element(m, g, 2 * q) | element(m, g, 2 * q + 1) << 16;
  // Nobody may point at another row before every lane has read these.
  w.barrier.wait();
}

/// stmatrix.sync.aligned.m8n8.x{1,2,4}[.trans].shared.b16 (PTX ISA,
/// "Warp-level matrix store instruction: stmatrix"), ldmatrix's inverse:
/// lanes 8m .. 8m + 7 give the addresses of the 8 rows of matrix m, and
/// lane 4g + q's register m holds its elements (g, 2q) and (g, 2q + 1), or
/// with .trans (2q, g) and (2q + 1, g), the first in the low half. Each
/// lane writes the row it points at.
static void simStMatrix(char *row, uint32_t num, uint32_t trans, uint32_t r0,
                        uint32_t r1, uint32_t r2, uint32_t r3) {
  WarpExchange &w = *current.warp;
  unsigned lane = current.tid[0] % 32;
  w.rows[lane] = row;
  uint32_t regs[4] = {r0, r1, r2, r3};
  std::memcpy(w.matrixRegs[lane], regs, sizeof(regs));
  w.barrier.wait();
  if (lane < 8 * num) {
    unsigned m = lane / 8, r = lane % 8;
    for (unsigned c = 0; c < 8; ++c) {
      // Element (r, c) of the matrix in memory: fragment element (r, c),
      // or (c, r) with .trans.
      unsigned g = trans ? c : r, k = trans ? r : c;
      uint16_t v = uint16_t(w.matrixRegs[4 * g + k / 2][m] >> (16 * (k % 2)));
      std::memcpy(row + 2 * c, &v, 2);
    }
  }
  // Nobody may point at another row or hand over other registers before
  // every lane has written.
  w.barrier.wait();
}

/// shfl.sync.{up,down,bfly,idx}.b32 with the PTX ISA's lane arithmetic:
/// `clamp` holds the clamp lane in bits 0-4 and the segment mask in bits
/// 8-12. A lane whose source is out of range gets its own value.
enum class ShuffleKind { Up, Down, Bfly, Idx };
template <ShuffleKind Kind>
static uint32_t simShuffle(uint32_t, uint32_t value, uint32_t b,
                           uint32_t clamp) {
  WarpExchange &w = *current.warp;
  unsigned lane = current.tid[0] % 32;
  w.shuffled[lane] = value;
  w.barrier.wait();
  uint32_t c = clamp & 31, segMask = (clamp >> 8) & 31;
  uint32_t maxLane = (lane & segMask) | (c & ~segMask);
  uint32_t minLane = lane & segMask;
  int64_t j;
  bool inRange;
  switch (Kind) {
  case ShuffleKind::Up:
    j = int64_t(lane) - b;
    inRange = j >= int64_t(maxLane);
    break;
  case ShuffleKind::Down:
    j = lane + b;
    inRange = j <= int64_t(maxLane);
    break;
  case ShuffleKind::Bfly:
    j = lane ^ b;
    inRange = j <= int64_t(maxLane);
    break;
  case ShuffleKind::Idx:
    j = minLane | (b & ~segMask);
    inRange = j <= int64_t(maxLane);
    break;
  }
  uint32_t result = w.shuffled[inRange ? j % 32 : lane];
  // Nobody may overwrite the values before every lane has read them.
  w.barrier.wait();
  return result;
}

/// prmt.b32 (default mode; PTX ISA, "prmt"): byte i of the result is the
/// byte of {b, a} (a's bytes 0-3, b's 4-7) that nibble i of `selector`
/// names in its low 3 bits, or that byte's sign (bit 7) replicated when
/// the nibble's bit 3 is set.
static uint32_t simPrmt(uint32_t a, uint32_t b, uint32_t selector) {
  uint64_t pool = uint64_t(b) << 32 | a;
  uint32_t result = 0;
  for (unsigned i = 0; i < 4; ++i) {
    unsigned nibble = (selector >> (4 * i)) & 0xf;
    uint32_t byte = (pool >> (8 * (nibble & 7))) & 0xff;
    if (nibble & 8)
      byte = byte & 0x80 ? 0xff : 0;
    result |= byte << (8 * i);
  }
  return result;
}

/// cvt.rn.f16x2.{e4m3x2,e5m2x2} (PTX ISA, "cvt"): the two f8 values of
/// `pair` (the first in the low byte) as f16, the first in the low half;
/// every f8 value is exact in f16.
template <ElemKind Kind> static uint32_t simCvtF16x2FromF8x2(uint16_t pair) {
  uint32_t out = 0;
  for (unsigned i = 0; i < 2; ++i)
    out |= uint32_t(
               floatToHalf(float(decodeFloat((pair >> (8 * i)) & 0xff, Kind))))
           << (16 * i);
  return out;
}

/// mbarrier objects in (host) shared memory, as one 64-bit word: arrivals
/// of the current phase in bits 0-19, the expected count in bits 20-39,
/// the transaction bytes the phase still waits for in bits 40-62, the
/// phase parity in bit 63. A phase completes when all arrivals are in and
/// no bytes are pending. Arrive has release and the waits acquire
/// semantics (sequentially consistent atomics here).
[[noreturn]] static void simFail(const std::string &message);

namespace {
constexpr uint64_t kArrivedMask = (1ull << 20) - 1;
constexpr uint64_t kTxMask = (1ull << 23) - 1;
/// The word after `arrivals` more arrivals and `tx` more pending bytes.
uint64_t mbarrierStep(uint64_t word, uint64_t arrivals, int64_t tx) {
  uint64_t arrived = (word & kArrivedMask) + arrivals;
  uint64_t expected = (word >> 20) & kArrivedMask;
  uint64_t pending = uint64_t(int64_t((word >> 40) & kTxMask) + tx) & kTxMask;
  uint64_t parity = word & (1ull << 63);
  // The PTX ISA leaves it undefined; a pipeline that waits for the wrong
  // phase, or reuses a stage before its phase completed, does it.
  if (arrived > expected)
    simFail("an mbarrier phase got more arrivals than the " +
            std::to_string(expected) + " it expects");
  if (arrived == expected && pending == 0)
    return (expected << 20) | (parity ^ (1ull << 63));
  return arrived | (expected << 20) | (pending << 40) | parity;
}
void mbarrierUpdate(uint64_t *barrier, uint64_t arrivals, int64_t tx) {
  uint64_t old = __atomic_load_n(barrier, __ATOMIC_SEQ_CST);
  while (!__atomic_compare_exchange_n(barrier, &old,
                                      mbarrierStep(old, arrivals, tx), false,
                                      __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST)) {
  }
}
} // namespace

extern "C" {
static void simMBarrierInit(uint64_t *barrier, uint32_t count) {
  __atomic_store_n(barrier, uint64_t(count) << 20, __ATOMIC_SEQ_CST);
}
static void simMBarrierArrive(uint64_t *barrier) {
  mbarrierUpdate(barrier, 1, 0);
}
/// True once the phase with parity `parity` has completed, i.e. the
/// barrier has moved on to the other parity.
static bool simMBarrierWaitParity(uint64_t *barrier, uint32_t parity) {
  bool done =
      (__atomic_load_n(barrier, __ATOMIC_SEQ_CST) >> 63) != (parity & 1);
  if (!done)
    std::this_thread::yield();
  return done;
}
}

//===----------------------------------------------------------------------===//
// Tensor maps and TMA copies
//===----------------------------------------------------------------------===//

/// Stops the simulation with a message: what the GPU would fault on.
[[noreturn]] static void simFail(const std::string &message) {
  std::fflush(stdout);
  std::fprintf(stderr,
               "tile-run: error: --device=gpu-sim: block (%d, %d, %d), "
               "thread %d: %s\n",
               current.ctaid[0], current.ctaid[1], current.ctaid[2],
               current.tid[0], message.c_str());
  std::fflush(stderr);
  std::_Exit(1);
}

namespace {
/// The simulator's own layout of the 128 opaque bytes of a tensor map,
/// which tensormap.replace fills in field by field, as the PTX ISA gives
/// each field's value: the rank less one, extents, box extents and
/// element strides as they are (ptxas stores them less one), strides in
/// bytes of dimensions 1 and up (ord k is dimension k + 1's).
struct SimTensorMap {
  uint64_t address;
  uint64_t stride[4];
  uint32_t rankLessOne;
  uint32_t box[5], dim[5], elementStride[5];
  uint32_t elemType, interleave, swizzle, fill;
};
static_assert(sizeof(SimTensorMap) <= 128, "a tensor map is 128 bytes");

/// The fields of tensormap.replace, as the lowering's calls number them.
enum class TensorMapField : uint32_t {
  GlobalAddress,
  Rank,
  BoxDim,
  GlobalDim,
  GlobalStride,
  ElementStride,
  ElemType,
  InterleaveLayout,
  SwizzleMode,
  FillMode,
};

std::optional<TensorMapField> tensorMapField(llvm::StringRef name) {
  return llvm::StringSwitch<std::optional<TensorMapField>>(name)
      .Case("global_address", TensorMapField::GlobalAddress)
      .Case("rank", TensorMapField::Rank)
      .Case("box_dim", TensorMapField::BoxDim)
      .Case("global_dim", TensorMapField::GlobalDim)
      .Case("global_stride", TensorMapField::GlobalStride)
      .Case("element_stride", TensorMapField::ElementStride)
      .Case("elemtype", TensorMapField::ElemType)
      .Case("interleave_layout", TensorMapField::InterleaveLayout)
      .Case("swizzle_mode", TensorMapField::SwizzleMode)
      .Case("fill_mode", TensorMapField::FillMode)
      .Default(std::nullopt);
}

/// One box copy in flight: the map as it was when the copy was issued,
/// where the box starts, where it goes, and the mbarrier it completes its
/// bytes on.
struct TmaCopy {
  SimTensorMap map;
  int32_t start[5];
  uint8_t *dst;
  uint64_t *barrier;
};

/// Copies in flight, by the mbarrier they complete on. They land when a
/// thread waits on that barrier (simMBarrierTryWaitParity), as late as
/// the PTX ISA lets them: a kernel that reads a stage without waiting
/// reads what was there before.
std::mutex tmaMutex;
std::unordered_map<uint64_t *, std::vector<TmaCopy>> tmaInFlight;

/// The shared bytes every thread's wgmmas in flight may read (each
/// operand's bounds, PendingWgmma::lo/hi), so that a TMA copy, which one
/// thread issues for all, can be checked against the reads of all.
std::mutex wgmmaReadsMutex;
std::multimap<const uint8_t *, const uint8_t *> wgmmaReads;

void addWgmmaReads(const PendingWgmma &op) {
  std::lock_guard<std::mutex> lock(wgmmaReadsMutex);
  for (int o = 0; o < 2; ++o)
    wgmmaReads.emplace(op.lo[o], op.hi[o]);
}

void removeWgmmaReads(const PendingWgmma &op) {
  std::lock_guard<std::mutex> lock(wgmmaReadsMutex);
  for (int o = 0; o < 2; ++o) {
    auto [first, last] = wgmmaReads.equal_range(op.lo[o]);
    for (auto it = first; it != last; ++it)
      if (it->second == op.hi[o]) {
        wgmmaReads.erase(it);
        break;
      }
  }
}

/// Whether some thread's wgmma in flight may read a byte of [lo, hi).
bool wgmmaMayRead(const uint8_t *lo, const uint8_t *hi) {
  std::lock_guard<std::mutex> lock(wgmmaReadsMutex);
  for (const auto &[readLo, readHi] : wgmmaReads) {
    if (readLo >= hi)
      break;
    if (lo < readHi)
      return true;
  }
  return false;
}

unsigned tensorMapElementBytes(uint32_t elemType) {
  switch (elemType) {
  case 0: // u8
    return 1;
  case 1:  // u16
  case 6:  // f16
  case 10: // bf16
    return 2;
  case 2:  // u32
  case 3:  // s32
  case 7:  // f32
  case 8:  // f32.ftz
  case 11: // tf32
  case 12: // tf32.ftz
    return 4;
  case 4: // u64
  case 5: // s64
  case 9: // f64
    return 8;
  default:
    return 0;
  }
}

/// Checks `map` against what cp.async.bulk.tensor requires (PTX ISA,
/// "Tensor-map"), as the GPU would fault on; returns the element bytes.
unsigned checkTensorMap(const SimTensorMap &map, unsigned coords,
                        const uint8_t *dst) {
  unsigned rank = map.rankLessOne + 1;
  if (rank != coords || rank > 5)
    simFail("a tensor copy of " + std::to_string(coords) +
            " coordinates through a tensor map of rank " +
            std::to_string(rank));
  unsigned bytes = tensorMapElementBytes(map.elemType);
  if (!bytes)
    simFail("tensor map element type " + std::to_string(map.elemType) +
            " is not modelled");
  if (map.address % 16)
    simFail("tensor map global address is not 16-byte aligned");
  if (map.interleave != 0 || map.swizzle > 3 || map.fill != 0)
    simFail("tensor map interleave, swizzle or fill mode not modelled");
  if (reinterpret_cast<uintptr_t>(dst) % 128)
    simFail("tensor copy destination is not 128-byte aligned");
  for (unsigned k = 0; k < rank; ++k) {
    if (map.box[k] < 1 || map.box[k] > 256 || map.dim[k] < 1 ||
        map.elementStride[k] != 1)
      simFail("tensor map dimension " + std::to_string(k) + ": box extent " +
              std::to_string(map.box[k]) + ", extent " +
              std::to_string(map.dim[k]) + ", element stride " +
              std::to_string(map.elementStride[k]));
    if (k && (map.stride[k - 1] % 16 || map.stride[k - 1] >= (1ull << 40)))
      simFail("tensor map stride of dimension " + std::to_string(k) +
              " is not a multiple of 16 bytes below 2^40");
  }
  uint64_t inner = uint64_t(map.box[0]) * bytes;
  uint64_t span = map.swizzle ? 16u << map.swizzle : 0;
  if (inner % 16 || (span && inner > span))
    simFail("tensor map inner box of " + std::to_string(inner) +
            " bytes is not a multiple of 16 within the swizzle span");
  return bytes;
}

uint64_t boxBytes(const SimTensorMap &map) {
  uint64_t n = tensorMapElementBytes(map.elemType);
  for (unsigned k = 0; k <= map.rankLessOne; ++k)
    n *= map.box[k];
  return n;
}

/// Writes the box of `copy` into shared memory: elements in box order,
/// dimension 0 fastest, zeros out of bounds; then, swizzled, bits
/// [4, 4 + s) of each byte address XOR-ed with bits [7, 7 + s),
/// s = log2(span / 16) (the shared buffer starts on a 1024-byte boundary,
/// so host addresses swizzle like the GPU's). Then the copy's bytes
/// complete on its mbarrier.
void landTmaCopy(const TmaCopy &copy) {
  const SimTensorMap &map = copy.map;
  unsigned rank = map.rankLessOne + 1;
  unsigned bytes = tensorMapElementBytes(map.elemType);
  uint64_t chunkMask = map.swizzle ? (1u << map.swizzle) - 1 : 0;
  uint64_t count = boxBytes(map) / bytes;
  for (uint64_t e = 0; e < count; ++e) {
    uint64_t rest = e, offset = 0;
    bool inBounds = true;
    for (unsigned k = 0; k < rank; ++k) {
      int64_t c = int64_t(copy.start[k]) + int64_t(rest % map.box[k]);
      rest /= map.box[k];
      inBounds &= c >= 0 && c < int64_t(map.dim[k]);
      offset += uint64_t(c) * (k ? map.stride[k - 1] : bytes);
    }
    uintptr_t to = reinterpret_cast<uintptr_t>(copy.dst) + e * bytes;
    to ^= ((to >> 7) & chunkMask) << 4;
    auto *out = reinterpret_cast<uint8_t *>(to);
    if (inBounds)
      std::memcpy(out, reinterpret_cast<const uint8_t *>(map.address) + offset,
                  bytes);
    else
      std::memset(out, 0, bytes);
  }
  mbarrierUpdate(copy.barrier, 0, -int64_t(boxBytes(map)));
}
} // namespace

/// How long a thread may wait for an mbarrier phase before the simulation
/// calls it a deadlock: TILEIR_GPU_SIM_WAIT_SECONDS, else 120 s.
static std::chrono::seconds mbarrierWaitLimit() {
  static const std::chrono::seconds limit = [] {
    const char *text = std::getenv("TILEIR_GPU_SIM_WAIT_SECONDS");
    long seconds = text ? std::strtol(text, nullptr, 10) : 0;
    return std::chrono::seconds(seconds > 0 ? seconds : 120);
  }();
  return limit;
}

extern "C" {
static void simTensorMapReplace(uint8_t *address, uint32_t field, uint32_t ord,
                                uint64_t value) {
  auto *map = reinterpret_cast<SimTensorMap *>(address);
  if (ord > 4)
    simFail("tensormap.replace of dimension " + std::to_string(ord));
  switch (TensorMapField(field)) {
  case TensorMapField::GlobalAddress:
    map->address = value;
    break;
  case TensorMapField::Rank:
    map->rankLessOne = uint32_t(value);
    break;
  case TensorMapField::BoxDim:
    map->box[ord] = uint32_t(value);
    break;
  case TensorMapField::GlobalDim:
    map->dim[ord] = uint32_t(value);
    break;
  case TensorMapField::GlobalStride:
    if (ord > 3)
      simFail("tensormap.replace of the stride of dimension " +
              std::to_string(ord + 1));
    map->stride[ord] = value;
    break;
  case TensorMapField::ElementStride:
    map->elementStride[ord] = uint32_t(value);
    break;
  case TensorMapField::ElemType:
    map->elemType = uint32_t(value);
    break;
  case TensorMapField::InterleaveLayout:
    map->interleave = uint32_t(value);
    break;
  case TensorMapField::SwizzleMode:
    map->swizzle = uint32_t(value);
    break;
  case TensorMapField::FillMode:
    map->fill = uint32_t(value);
    break;
  }
}

/// cp.async.bulk.tensor.Nd.shared::cluster.global.tile: the copy is
/// checked and recorded now, and lands when a thread waits on `barrier`;
/// but a copy into bytes that a wgmma of any thread still in flight may
/// read lands at once, before the wgmma reads them (they race on the GPU),
/// as cp.async's do (simCpAsync).
static void simTmaLoad(uint8_t *dst, const uint8_t *mapAddress,
                       uint64_t *barrier, int32_t coords, int32_t c0,
                       int32_t c1, int32_t c2, int32_t c3, int32_t c4) {
  TmaCopy copy;
  std::memcpy(&copy.map, mapAddress, sizeof(SimTensorMap));
  checkTensorMap(copy.map, coords, dst);
  int32_t c[5] = {c0, c1, c2, c3, c4};
  std::copy(c, c + 5, copy.start);
  copy.dst = dst;
  copy.barrier = barrier;
  if (wgmmaMayRead(dst, dst + boxBytes(copy.map))) {
    landTmaCopy(copy);
    return;
  }
  std::lock_guard<std::mutex> lock(tmaMutex);
  tmaInFlight[barrier].push_back(copy);
}

static void simMBarrierArriveExpectTx(uint64_t *barrier, uint32_t bytes) {
  if (bytes > kTxMask)
    simFail("mbarrier.arrive.expect_tx of " + std::to_string(bytes) + " bytes");
  mbarrierUpdate(barrier, 1, int64_t(bytes));
}

/// mbarrier.try_wait.parity in the loop nvvm makes of it: waits for the
/// phase with parity `parity` to complete. A wait that finds it complete
/// (or a wait for the wrong parity, which finds the phase before complete)
/// lands nothing; otherwise the copies that complete on the barrier land
/// now (completing their bytes), as late as they may.
static void simMBarrierTryWaitParity(uint64_t *barrier, uint32_t parity,
                                     uint32_t) {
  auto start = std::chrono::steady_clock::now();
  for (unsigned polls = 1;; ++polls) {
    if ((__atomic_load_n(barrier, __ATOMIC_SEQ_CST) >> 63) != (parity & 1))
      return;
    std::vector<TmaCopy> landing;
    {
      std::lock_guard<std::mutex> lock(tmaMutex);
      auto it = tmaInFlight.find(barrier);
      if (it != tmaInFlight.end()) {
        landing = std::move(it->second);
        tmaInFlight.erase(it);
      }
    }
    for (const TmaCopy &copy : landing) {
      landTmaCopy(copy);
    }
    if ((__atomic_load_n(barrier, __ATOMIC_SEQ_CST) >> 63) != (parity & 1))
      return;
    std::this_thread::yield();
    // A pipeline whose threads wait for each other's arrivals in a cycle
    // (a wrong phase, a stage released late) never gets here out of it.
    if (polls % 4096 == 0 &&
        std::chrono::steady_clock::now() - start > mbarrierWaitLimit())
      simFail("a wait for the phase of parity " + std::to_string(parity & 1) +
              " of an mbarrier did not end in " +
              std::to_string(mbarrierWaitLimit().count()) +
              " s: the kernel deadlocks (TILEIR_GPU_SIM_WAIT_SECONDS sets "
              "the limit)");
  }
}

static void simMBarrierInval(uint64_t *barrier) {
  __atomic_store_n(barrier, 0, __ATOMIC_SEQ_CST);
}
}

/// The byte (an offset into the kernel's shared buffer) of element (mn, k)
/// of a wgmma operand whose descriptor is `desc` and whose elements are
/// `bytes` wide: row mn of M (lhs) or N (rhs), k of K; `mnMajor`: stored
/// with MN contiguous (imm-trans 1, 16-bit elements only). From the PTX
/// ISA's canonical layouts ("Shared Memory Matrix Layout", "Matrix
/// Descriptor Format"), with T = 16 / bytes elements in 16 bytes:
///   no swizzle, K-major: core matrices of 8 rows of 16 bytes (T elements),
///     the next along K `leading` bytes on, the next along MN `stride`
///     bytes on;
///   swizzle of W bytes, K-major: rows of W bytes, 8 of them a group,
///     groups `stride` apart (K within one row);
///   swizzle of W bytes, MN-major: w = W / 2 contiguous MN elements a row,
///     rows along K W bytes apart, 8 of them a group, groups `stride` apart
///     along K, blocks of w MN elements `leading` apart;
/// then, swizzled, bits [4, 4 + s) of the byte address XOR-ed with bits
/// [7, 7 + s), s = log2(W / 16), on the address itself (the buffer starts
/// on a 1024-byte boundary). Bits 62-63 of the descriptor: 1 = 128-byte,
/// 2 = 64-byte, 3 = 32-byte swizzle.
static uint64_t wgmmaElementByte(uint64_t desc, unsigned mn, unsigned k,
                                 bool mnMajor, unsigned bytes) {
  uint64_t start = (desc & 0x3fff) << 4;
  uint64_t leading = ((desc >> 16) & 0x3fff) << 4;
  uint64_t stride = ((desc >> 32) & 0x3fff) << 4;
  unsigned mode = desc >> 62;
  uint64_t swizzle = mode == 1 ? 128 : mode == 2 ? 64 : mode == 3 ? 32 : 0;
  unsigned columns = 16 / bytes;
  if (!swizzle)
    return start + (mn / 8) * stride + (k / columns) * leading + (mn % 8) * 16 +
           (k % columns) * bytes;
  uint64_t width = swizzle / bytes, byte;
  if (mnMajor)
    byte = start + (mn / width) * leading + (mn % width) * bytes +
           (k % 8) * swizzle + (k / 8) * stride;
  else
    byte = start + (mn / 8) * stride + (mn % 8) * swizzle + k * bytes;
  uint64_t mask = swizzle / 16 - 1;
  return byte ^ (((byte >> 7) & mask) << 4);
}

/// While the group of the wgmma that produces an accumulator entry is in
/// flight, the entry holds a token: a quiet NaN whose payload has bit 21
/// set and the entry's slot in bits 0-20. An instruction other than a
/// chained wgmma or the wait that retires the group computes with a NaN.
static constexpr uint32_t kTokenMask = 0xffe00000u, kTokenBits = 0x7fe00000u,
                          kMaxSlots = 1u << 21;
static bool isToken(uint32_t bits) { return (bits & kTokenMask) == kTokenBits; }
static constexpr uint32_t kPoison = 0x7fc00000u; // the canonical quiet NaN

/// Bytes of one element of a wgmma operand of type `t`.
static unsigned wgmmaElementBytes(MmaElem t) {
  return t == MmaElem::TF32                        ? 4
         : t == MmaElem::F16 || t == MmaElem::BF16 ? 2
                                                   : 1;
}

/// wgmma.mma_async.m64nNkK.f32 from shared memory, issued: the operation
/// joins the thread's pending wgmmas (the group the next commit closes),
/// the values in `acc` go to its slots and `acc` receives their tokens.
/// simWgmmaWaitGroup performs it (simWgmmaPerform). `types` is the A type
/// | the B type << 4 (MmaElem: f16, bf16, tf32, e4m3 or e5m2); K is 32
/// bytes of an operand row.
static void issueWgmma(PendingWgmma op, float *acc);
static void simWgmma(uint64_t descA, uint64_t descB, float *acc,
                     const uint8_t *smem, int32_t n, int32_t transB,
                     int32_t types) {
  MmaElem typeA = MmaElem(types & 15), typeB = MmaElem((types >> 4) & 15);
  unsigned bytes = wgmmaElementBytes(typeA), k = 32 / bytes;
  PendingWgmma op{descA, descB, smem, n, transB, typeA, typeB, k, 0, {}, {}};
  // The bytes each operand may read: from its first element to its last,
  // in whole 128-byte blocks (a swizzle permutes 16-byte chunks within
  // one). The warpgroup's threads issue the same descriptors, so these are
  // the warpgroup's reads.
  for (int o = 0; o < 2; ++o) {
    uint64_t desc = o ? descB : descA;
    unsigned rows = o ? unsigned(n) : 64u;
    bool mnMajor = o && transB;
    op.lo[o] =
        smem + (wgmmaElementByte(desc, 0, 0, mnMajor, bytes) & ~uint64_t(127));
    op.hi[o] = smem + llvm::alignTo(wgmmaElementByte(desc, rows - 1, k - 1,
                                                     mnMajor, bytes) +
                                        bytes,
                                    128);
  }
  issueWgmma(op, acc);
}

/// wgmma.mma_async.m64nNk16.f32 with A in registers (f16 or bf16, `types`
/// as for simWgmma), issued: `a` holds this thread's four A registers. The
/// PTX ISA's fragments give lane 4g + q of each warp, for rows g and g + 8
/// of the warp's 16, columns 2q, 2q + 1 (registers 0 and 1) and 8 + 2q,
/// 9 + 2q (registers 2 and 3), the first of each pair in the low half; the
/// warp's lanes hand each other their registers (all of them issue the
/// instruction), and each keeps its own rows' elements for the product.
static void simWgmmaRegisterA(const uint32_t *a, uint64_t descB, float *acc,
                              const uint8_t *smem, int32_t n, int32_t transB,
                              int32_t types) {
  MmaElem typeA = MmaElem(types & 15), typeB = MmaElem((types >> 4) & 15);
  PendingWgmma op{0, descB, smem, n, transB, typeA, typeB, 16, 0, {}, {}};
  op.aInRegisters = true;
  WarpExchange &w = *current.warp;
  unsigned lane = current.tid[0] % 32, g = lane / 4;
  for (int j = 0; j < 4; ++j)
    w.a[lane][j] = a[j];
  w.barrier.wait();
  for (unsigned h = 0; h < 2; ++h)
    for (unsigned k = 0; k < 16; ++k)
      op.aRows[h][k] =
          uint16_t(w.a[4 * g + (k % 8) / 2][h + 2 * (k / 8)] >> (16 * (k % 2)));
  // Nobody may overwrite the registers before every lane has read them.
  w.barrier.wait();
  op.lo[1] = smem + (wgmmaElementByte(descB, 0, 0, transB, 2) & ~uint64_t(127));
  op.hi[1] = smem + llvm::alignTo(
                        wgmmaElementByte(descB, n - 1, 15, transB, 2) + 2, 128);
  issueWgmma(op, acc);
}

/// Issues `op` (its operands' bounds set): it joins the thread's pending
/// wgmmas, the values in `acc` go to its slots and `acc` receives their
/// tokens.
static void issueWgmma(PendingWgmma op, float *acc) {
  ThreadState &t = current;
  uint32_t first = t.slotBase + t.wgmmaSlots.size(), entries = op.n / 2;
  if (first + entries > kMaxSlots) {
    std::fprintf(stderr,
                 "tile-run: error: --device=gpu-sim: more than %u wgmma "
                 "accumulator entries in one thread of block (%d, %d, %d)\n",
                 kMaxSlots, current.ctaid[0], current.ctaid[1],
                 current.ctaid[2]);
    std::_Exit(1);
  }
  op.firstSlot = first;
  for (uint32_t i = 0; i < entries; ++i) {
    uint32_t bits;
    std::memcpy(&bits, &acc[i], 4);
    // Accumulating onto an entry of a group still in flight chains onto
    // it; a token of a group already retired was not passed through the
    // wait that retired it, so it is not the result.
    if (isToken(bits) && ((bits & (kMaxSlots - 1)) < t.retiredSlots ||
                          (bits & (kMaxSlots - 1)) >= first))
      bits = kPoison;
    t.wgmmaSlots.push_back(bits);
    uint32_t token = kTokenBits | (first + i);
    std::memcpy(&acc[i], &token, 4);
  }
  t.wgmmas.push_back(op);
  addWgmmaReads(op);
}

/// Performs a retired wgmma, reading shared memory now: each thread
/// computes its own accumulator entries (PTX fragment layout: warp w of the
/// warpgroup, lane 4g + q, entry i is D[16w + g + 8((i % 4) / 2)][8(i / 4) +
/// 2q + i % 2]) from the operands the descriptors locate
/// (wgmmaElementByte). Descriptor addresses are offsets into the kernel's
/// shared buffer `smem` (see rewriteWgmma). A column-major lhs (imm-trans-a
/// 1) is not modelled; rhs may be either.
static void simWgmmaPerform(const PendingWgmma &op) {
  ThreadState &t = current;
  // The element's bytes as the low bytes of an operand register
  // (mmaElement; a tf32 operand's low 13 bits are ignored there).
  auto element = [&](uint64_t desc, unsigned mn, unsigned k, bool mnMajor,
                     MmaElem type) {
    unsigned bytes = wgmmaElementBytes(type);
    uint64_t bits = 0;
    std::memcpy(&bits, op.smem + wgmmaElementByte(desc, mn, k, mnMajor, bytes),
                bytes);
    return mmaElement(bits, 0, type);
  };
  unsigned tid = t.tid[0], warp = (tid / 32) % 4, lane = tid % 32;
  unsigned g = lane / 4, q = lane % 4;
  for (int32_t i = 0; i < op.n / 2; ++i) {
    uint32_t &slot = t.wgmmaSlots[op.firstSlot + i - t.slotBase];
    // A chained input: the result of an earlier wgmma of this group or of
    // one retired by the same wait (groups retire in order); those of
    // earlier waits were resolved then.
    uint32_t inBits = slot;
    if (isToken(inBits))
      inBits = t.wgmmaSlots[(inBits & (kMaxSlots - 1)) - t.slotBase];
    float in;
    std::memcpy(&in, &inBits, 4);
    unsigned h = (i % 4) / 2, row = 16 * warp + g + 8 * h;
    unsigned col = 8 * (i / 4) + 2 * q + i % 2;
    double sum = 0;
    for (unsigned k = 0; k < op.k; ++k)
      sum += (op.aInRegisters ? mmaElement(op.aRows[h][k], 0, op.typeA)
                              : element(op.descA, row, k, false, op.typeA)) *
             element(op.descB, col, k, op.transB != 0, op.typeB);
    float out = float(double(in) + sum);
    std::memcpy(&slot, &out, 4);
  }
  t.retiredSlots = op.firstSlot + op.n / 2;
}

extern "C" {
/// wgmma.commit_group: the wgmmas issued since the last commit form a
/// group (possibly empty).
static void simWgmmaCommitGroup() {
  ThreadState &t = current;
  size_t committed = 0;
  for (size_t ops : t.wgmmaGroups)
    committed += ops;
  t.wgmmaGroups.push_back(t.wgmmas.size() - committed);
}

/// wgmma.wait_group `pending`: every committed group but the `pending` most
/// recent retires, its wgmmas performed in issue order. The `count` values
/// at `values` are the accumulator registers the wait names: an entry of a
/// group this wait retires becomes its result; one of a group still in
/// flight stays a token; one of a group retired before is poison (it
/// should have come through that group's wait).
static void simWgmmaWaitGroup(int32_t pending, float *values, int32_t count) {
  ThreadState &t = current;
  uint32_t before = t.retiredSlots;
  while (t.wgmmaGroups.size() > size_t(std::max(pending, 0))) {
    for (size_t i = t.wgmmaGroups.front(); i > 0; --i) {
      simWgmmaPerform(t.wgmmas.front());
      removeWgmmaReads(t.wgmmas.front());
      t.wgmmas.pop_front();
    }
    t.wgmmaGroups.pop_front();
  }
  for (int32_t i = 0; i < count; ++i) {
    uint32_t bits;
    std::memcpy(&bits, &values[i], 4);
    if (!isToken(bits))
      continue;
    uint32_t slot = bits & (kMaxSlots - 1);
    if (slot >= t.retiredSlots)
      continue;
    bits = slot >= before ? t.wgmmaSlots[slot - t.slotBase] : kPoison;
    std::memcpy(&values[i], &bits, 4);
  }
  // The wgmmas still in flight that chain onto a retired one take its
  // result now; then no retired slot is needed any more.
  if (before == t.retiredSlots)
    return;
  for (const PendingWgmma &op : t.wgmmas)
    for (int32_t i = 0; i < op.n / 2; ++i) {
      uint32_t &in = t.wgmmaSlots[op.firstSlot + i - t.slotBase];
      if (isToken(in) && (in & (kMaxSlots - 1)) < t.retiredSlots)
        in = t.wgmmaSlots[(in & (kMaxSlots - 1)) - t.slotBase];
    }
  t.wgmmaSlots.erase(t.wgmmaSlots.begin(),
                     t.wgmmaSlots.begin() + (t.retiredSlots - t.slotBase));
  t.slotBase = t.retiredSlots;
}
}

/// CUDA's device printf: every argument takes an 8-byte slot (the lowering
/// passes doubles and 64-bit integers).
extern "C" int simVprintf(const char *format, const char *args) {
  std::string out;
  const char *p = format;
  while (*p) {
    if (*p != '%') {
      out += *p++;
      continue;
    }
    if (p[1] == '%') {
      out += '%';
      p += 2;
      continue;
    }
    const char *start = p++;
    while (*p && !std::strchr("diouxXeEfFgGaAcsp", *p))
      ++p;
    if (!*p)
      break;
    std::string spec(start, p + 1);
    char conv = *p++;
    char buffer[256];
    uint64_t bits;
    std::memcpy(&bits, args, 8);
    args += 8;
    if (std::strchr("eEfFgGaA", conv)) {
      double d;
      std::memcpy(&d, &bits, 8);
      std::snprintf(buffer, sizeof(buffer), spec.c_str(), d);
    } else if (conv == 's') {
      std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                    reinterpret_cast<const char *>(bits));
    } else if (conv == 'p') {
      std::snprintf(buffer, sizeof(buffer), spec.c_str(),
                    reinterpret_cast<void *>(bits));
    } else {
      // Integer conversions: print the 64-bit slot whatever the length
      // modifier says.
      std::string wide = spec.substr(0, spec.find_first_of("hlLqjzt")) + "ll";
      wide += conv;
      std::snprintf(buffer, sizeof(buffer), wide.c_str(),
                    static_cast<long long>(bits));
    }
    out += buffer;
  }
  static std::mutex printMutex;
  std::lock_guard<std::mutex> lock(printMutex);
  std::fwrite(out.data(), 1, out.size(), stdout);
  return int(out.size());
}

/// CUDA's assert() failure hook; the kernel traps right after it.
extern "C" void simAssertFail(const char *message, const char *file,
                              unsigned line, const char *function, size_t) {
  std::fflush(stdout);
  std::fprintf(stderr,
               "%s:%u: %s: block: [%d,%d,%d], thread: [%d,%d,%d] "
               "Assertion `%s` failed.\n",
               file, line, function, current.ctaid[0], current.ctaid[1],
               current.ctaid[2], current.tid[0], current.tid[1], current.tid[2],
               message);
  std::fflush(stderr);
}

/// A trapping kernel (a failed assert) ends the launch like a GPU fault
/// ends the CUDA context: tile-run stops with an error. Other threads may be
/// waiting at a barrier, so the process exits from here.
extern "C" void simTrap() {
  std::fflush(stdout);
  std::fprintf(stderr,
               "tile-run: error: --device=gpu-sim: the kernel "
               "trapped in block (%d, %d, %d), thread %d\n",
               current.ctaid[0], current.ctaid[1], current.ctaid[2],
               current.tid[0]);
  std::fflush(stderr);
  std::_Exit(1);
}

static std::vector<HostSymbol> hostSymbols() {
  std::vector<HostSymbol> s = {
      {"__tileir_sim_tid_x", (void *)&simTidX},
      {"__tileir_sim_tid_y", (void *)&simTidY},
      {"__tileir_sim_tid_z", (void *)&simTidZ},
      {"__tileir_sim_ntid_x", (void *)&simNtidX},
      {"__tileir_sim_ntid_y", (void *)&simNtidY},
      {"__tileir_sim_ntid_z", (void *)&simNtidZ},
      {"__tileir_sim_ctaid_x", (void *)&simCtaidX},
      {"__tileir_sim_ctaid_y", (void *)&simCtaidY},
      {"__tileir_sim_ctaid_z", (void *)&simCtaidZ},
      {"__tileir_sim_nctaid_x", (void *)&simNctaidX},
      {"__tileir_sim_nctaid_y", (void *)&simNctaidY},
      {"__tileir_sim_nctaid_z", (void *)&simNctaidZ},
      {"__tileir_sim_warpsize", (void *)&simWarpSize},
      {"__tileir_sim_laneid", (void *)&simLaneId},
      {"__tileir_sim_barrier", (void *)&simBarrier},
      {"__tileir_sim_cp_async", (void *)&simCpAsync},
      {"__tileir_sim_cp_async_commit_group", (void *)&simCpAsyncCommitGroup},
      {"__tileir_sim_cp_async_wait_group", (void *)&simCpAsyncWaitGroup},
      {"__tileir_sim_shfl_up", (void *)&simShuffle<ShuffleKind::Up>},
      {"__tileir_sim_shfl_down", (void *)&simShuffle<ShuffleKind::Down>},
      {"__tileir_sim_shfl_bfly", (void *)&simShuffle<ShuffleKind::Bfly>},
      {"__tileir_sim_shfl_idx", (void *)&simShuffle<ShuffleKind::Idx>},
      {"__tileir_sim_mbarrier_init", (void *)&simMBarrierInit},
      {"__tileir_sim_mbarrier_arrive", (void *)&simMBarrierArrive},
      {"__tileir_sim_mbarrier_wait_parity", (void *)&simMBarrierWaitParity},
      {"__tileir_sim_mbarrier_try_wait_parity_loop",
       (void *)&simMBarrierTryWaitParity},
      {"__tileir_sim_mbarrier_arrive_expect_tx",
       (void *)&simMBarrierArriveExpectTx},
      {"__tileir_sim_mbarrier_inval", (void *)&simMBarrierInval},
      {"__tileir_sim_tensormap_replace", (void *)&simTensorMapReplace},
      {"__tileir_sim_tma_load", (void *)&simTmaLoad},
      {"__tileir_sim_wgmma", (void *)&simWgmma},
      {"__tileir_sim_wgmma_register_a", (void *)&simWgmmaRegisterA},
      {"__tileir_sim_wgmma_commit_group", (void *)&simWgmmaCommitGroup},
      {"__tileir_sim_wgmma_wait_group", (void *)&simWgmmaWaitGroup},
      {"__tileir_sim_mma_sync", (void *)&simMmaSync},
      {"__tileir_sim_ldmatrix", (void *)&simLdMatrix},
      {"__tileir_sim_stmatrix", (void *)&simStMatrix},
      {"__tileir_sim_prmt", (void *)&simPrmt},
      {"__tileir_sim_cvt_f16x2_e4m3x2",
       (void *)&simCvtF16x2FromF8x2<ElemKind::F8E4M3FN>},
      {"__tileir_sim_cvt_f16x2_e5m2x2",
       (void *)&simCvtF16x2FromF8x2<ElemKind::F8E5M2>},
      {"__tileir_sim_ex2_approx_ftz_f", (void *)&simEx2ApproxFtz},
      {"__tileir_sim_ex2_approx_f", (void *)&simEx2Approx},
      // LLVM 22 spells ex2.approx as a type-overloaded intrinsic (no ".f");
      // the lowering only calls it on f32.
      {"__tileir_sim_ex2_approx_ftz", (void *)&simEx2ApproxFtz},
      {"__tileir_sim_ex2_approx", (void *)&simEx2Approx},
      {"__tileir_sim_lg2_approx_ftz_f", (void *)&simLg2ApproxFtz},
      {"__tileir_sim_lg2_approx_f", (void *)&simLg2Approx},
      {"__tileir_sim_div_approx_ftz_f", (void *)&simDivApproxFtz},
      {"__tileir_sim_div_approx_f", (void *)&simDivApprox},
      {"__tileir_sim_div_full_ftz", (void *)&simDivApproxFtz},
      {"__tileir_sim_div_full", (void *)&simDivApprox},
      {"__tileir_sim_rcp_approx_ftz_f", (void *)&simRcpApproxFtz},
      {"__tileir_sim_sqrt_approx_ftz_f", (void *)&simSqrtApproxFtz},
      {"__tileir_sim_sqrt_approx_f", (void *)&simSqrtApprox},
      {"__tileir_sim_rsqrt_approx_ftz_f", (void *)&simRsqrtApproxFtz},
      {"__tileir_sim_rsqrt_approx_f", (void *)&simRsqrtApprox},
      {"__tileir_sim_rsqrt_approx_d", (void *)&simRsqrtApproxD},
      {"__tileir_sim_sin_approx_ftz_f", (void *)&simSinApproxFtz},
      {"__tileir_sim_sin_approx_f", (void *)&simSinApprox},
      {"__tileir_sim_cos_approx_ftz_f", (void *)&simCosApproxFtz},
      {"__tileir_sim_cos_approx_f", (void *)&simCosApprox},
      {"__tileir_sim_tanh_approx_f", (void *)&simTanhApprox},
      {"__tileir_sim_fmax_nan_f", (void *)&simFmaxNan},
      {"__tileir_sim_fmin_nan_f", (void *)&simFminNan},
      {"__tileir_sim_fmax_ftz_nan_f", (void *)&simFmaxNanFtz},
      {"__tileir_sim_fmin_ftz_nan_f", (void *)&simFminNanFtz},
      {"__tileir_sim_fmax_ftz", (void *)&simFmaxFtz},
      {"__tileir_sim_fmin_ftz", (void *)&simFminFtz},
      {"__tileir_sim_fmax_ftz_f", (void *)&simFmaxFtz},
      {"__tileir_sim_fmin_ftz_f", (void *)&simFminFtz},
      {"__tileir_sim_fmax_ftz_nan", (void *)&simFmaxNanFtz},
      {"__tileir_sim_fmin_ftz_nan", (void *)&simFminNanFtz},
      {"vprintf", (void *)&simVprintf},
      {"__tileir_sim_trap", (void *)&simTrap},
      {"__tileir_sim_fma_rn_f16", (void *)&fmaNarrow<ElemKind::F16>},
      {"__tileir_sim_fma_rn_bf16", (void *)&fmaNarrow<ElemKind::BF16>},
      {"__assertfail", (void *)&simAssertFail},
      {"__nv_rsqrtf", (void *)&nvRsqrtf},
      {"__nv_rsqrt", (void *)&nvRsqrt},
      {"__nv_exp10f", (void *)&nvExp10f},
      {"__nv_fdividef", (void *)&nvFdividef},
      {"__nv_saturatef", (void *)&nvSaturatef},
  };
  s.push_back({"__tileir_sim_f2tf32_rn", (void *)&simF2TF32Rn});
  s.push_back({"__tileir_sim_ff_to_e4m3x2_rn",
               (void *)&simF32x2ToF8x2<ElemKind::F8E4M3FN>});
  s.push_back({"__tileir_sim_ff_to_e5m2x2_rn",
               (void *)&simF32x2ToF8x2<ElemKind::F8E5M2>});
  addRoundedSymbols<FE_TONEAREST>(s, "rn");
  addRoundedSymbols<FE_TOWARDZERO>(s, "rz");
  addRoundedSymbols<FE_DOWNWARD>(s, "rm");
  addRoundedSymbols<FE_UPWARD>(s, "rp");
  addFloatToIntSymbols<Rounding::NearestEven>(s, "rn");
  addFloatToIntSymbols<Rounding::Zero>(s, "rz");
  addFloatToIntSymbols<Rounding::NegativeInf>(s, "rm");
  addFloatToIntSymbols<Rounding::PositiveInf>(s, "rp");

  // libdevice functions with a libm twin of the same meaning: __nv_<f>f is
  // <f>f and __nv_<f> is <f>.
#define LIBM(NAME)                                                             \
  s.push_back({"__nv_" #NAME "f", (void *)(float (*)(float)) & ::NAME##f});    \
  s.push_back({"__nv_" #NAME, (void *)(double (*)(double)) & ::NAME});
#define LIBM2(NAME)                                                            \
  s.push_back(                                                                 \
      {"__nv_" #NAME "f", (void *)(float (*)(float, float)) & ::NAME##f});     \
  s.push_back({"__nv_" #NAME, (void *)(double (*)(double, double)) & ::NAME});
  LIBM(exp);
  LIBM(exp2);
  LIBM(expm1);
  LIBM(log);
  LIBM(log2);
  LIBM(log10);
  LIBM(log1p);
  LIBM(sqrt);
  LIBM(sin);
  LIBM(cos);
  LIBM(tan);
  LIBM(sinh);
  LIBM(cosh);
  LIBM(tanh);
  LIBM(asin);
  LIBM(acos);
  LIBM(atan);
  LIBM(ceil);
  LIBM(floor);
  LIBM(trunc);
  LIBM(round);
  LIBM(rint);
  LIBM(fabs);
  LIBM(erf);
  LIBM(cbrt);
  LIBM2(pow);
  LIBM2(atan2);
  LIBM2(fmod);
  LIBM2(fmax);
  LIBM2(fmin);
  LIBM2(remainder);
  LIBM2(copysign);
#undef LIBM
#undef LIBM2
  s.push_back({"__nv_nearbyintf", (void *)(float (*)(float)) & ::nearbyintf});
  s.push_back({"__nv_nearbyint", (void *)(double (*)(double)) & ::nearbyint});
  s.push_back({"__nv_fmaf", (void *)(float (*)(float, float, float)) & ::fmaf});
  s.push_back(
      {"__nv_fma", (void *)(double (*)(double, double, double)) & ::fma});
  return s;
}

//===----------------------------------------------------------------------===//
// Host preparation of the GPU-lowered module
//===----------------------------------------------------------------------===//

static LLVM::LLVMFuncOp declareHostFunction(ModuleOp module, StringRef name,
                                            Type result, TypeRange args) {
  if (auto fn = module.lookupSymbol<LLVM::LLVMFuncOp>(name))
    return fn;
  OpBuilder b = OpBuilder::atBlockBegin(module.getBody());
  auto type = LLVM::LLVMFunctionType::get(result, llvm::to_vector(args));
  return LLVM::LLVMFuncOp::create(b, module.getLoc(), name, type);
}

/// A stack array of `count` `element`s for the host calls that pass
/// registers through memory, allocated in the entry block of `op`'s
/// function: once per function and site, not per execution of the site.
static Value entryBlockArray(OpBuilder &b, Operation *op, Type element,
                             int64_t count) {
  OpBuilder::InsertionGuard guard(b);
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  b.setInsertionPointToStart(&func.getBody().front());
  Location loc = op->getLoc();
  Value size = LLVM::ConstantOp::create(b, loc, b.getI32Type(),
                                        b.getI32IntegerAttr(count));
  return LLVM::AllocaOp::create(
      b, loc, LLVM::LLVMPointerType::get(b.getContext()), element, size);
}

/// The address of element `i` of `array` (of `element`s).
static Value arrayElement(OpBuilder &b, Location loc, Value array, Type element,
                          int64_t i) {
  return LLVM::GEPOp::create(b, loc, array.getType(), element, array,
                             llvm::ArrayRef<LLVM::GEPArg>{i});
}

static std::optional<MmaElem> mmaElem(NVVM::MMATypes t) {
  switch (t) {
  case NVVM::MMATypes::f16:
    return MmaElem::F16;
  case NVVM::MMATypes::bf16:
    return MmaElem::BF16;
  case NVVM::MMATypes::tf32:
    return MmaElem::TF32;
  case NVVM::MMATypes::s8:
    return MmaElem::S8;
  case NVVM::MMATypes::u8:
    return MmaElem::U8;
  case NVVM::MMATypes::e4m3:
    return MmaElem::E4M3;
  case NVVM::MMATypes::e5m2:
    return MmaElem::E5M2;
  case NVVM::MMATypes::f64:
    return MmaElem::F64;
  default:
    return std::nullopt;
  }
}

/// The form of an mma.sync the host model computes (encodeMmaForm), or
/// nothing: nvvm.mma.sync row.col of the lowering's forms, or the NVPTX
/// intrinsic of the f8 form (called directly, see DotMmaToLLVM.cpp).
static std::optional<uint32_t> hostMmaForm(Operation *op) {
  if (auto mma = dyn_cast<NVVM::MmaOp>(op)) {
    NVVM::MMAShapeAttr shape = mma.getShapeAttr();
    std::optional<MmaElem> a =
        mmaElem(mma.getMultiplicandAPtxType().value_or(NVVM::MMATypes::f16));
    std::optional<MmaElem> b =
        mmaElem(mma.getMultiplicandBPtxType().value_or(NVVM::MMATypes::f16));
    auto result = dyn_cast<LLVM::LLVMStructType>(mma.getType());
    if (!a || !b || !result || mma.getLayoutA() != NVVM::MMALayout::row ||
        mma.getLayoutB() != NVVM::MMALayout::col || shape.getN() != 8)
      return std::nullopt;
    bool isInt = *a == MmaElem::S8 || *a == MmaElem::U8;
    // Integer products must wrap: the saturating form is not modelled.
    if (isInt && mma.getIntOverflowBehavior() != NVVM::MMAIntOverflow::wrapped)
      return std::nullopt;
    unsigned m = shape.getM(), k = shape.getK();
    Type acc = result.getBody()[0];
    bool known =
        (m == 16 && k == 16 && (*a == MmaElem::F16 || *a == MmaElem::BF16) &&
         *b == *a && acc.isF32()) ||
        (m == 16 && k == 8 && *a == MmaElem::TF32 && *b == *a && acc.isF32()) ||
        (m == 16 && k == 32 && isInt &&
         (*b == MmaElem::S8 || *b == MmaElem::U8) && acc.isInteger(32)) ||
        (m == 8 && k == 4 && *a == MmaElem::F64 && *b == *a && acc.isF64());
    if (!known)
      return std::nullopt;
    return encodeMmaForm(m, k, *a, *b);
  }
  auto intr = dyn_cast<LLVM::CallIntrinsicOp>(op);
  if (!intr)
    return std::nullopt;
  llvm::StringRef name = intr.getIntrin();
  if (!name.consume_front("llvm.nvvm.mma.m16n8k32.row.col."))
    return std::nullopt;
  bool f16Acc = name.starts_with("f16.");
  if (!name.consume_front(f16Acc ? "f16." : "f32.") ||
      !name.consume_back(f16Acc ? ".f16" : ".f32"))
    return std::nullopt;
  auto [aName, bName] = name.split('.');
  auto f8 = [](llvm::StringRef t) -> std::optional<MmaElem> {
    if (t == "e4m3")
      return MmaElem::E4M3;
    if (t == "e5m2")
      return MmaElem::E5M2;
    return std::nullopt;
  };
  std::optional<MmaElem> a = f8(aName), b = f8(bName);
  if (!a || !b)
    return std::nullopt;
  return encodeMmaForm(16, 32, *a, *b, f16Acc);
}

/// An mma.sync (nvvm.mma.sync, or the f8 intrinsic) -> a call of the
/// warp-collective host model with A, B (each register widened to 64 bits),
/// C and D in stack slots of the function.
static void rewriteMma(ModuleOp module, Operation *op, uint32_t form,
                       ValueRange a, ValueRange b, ValueRange c) {
  MLIRContext *ctx = module.getContext();
  Type i32 = IntegerType::get(ctx, 32), i64 = IntegerType::get(ctx, 64);
  auto resultType = cast<LLVM::LLVMStructType>(op->getResult(0).getType());
  Type accType = resultType.getBody()[0];
  OpBuilder bld(op);
  Location loc = op->getLoc();
  // The stack slots live in the entry block: one set per function and
  // form, not per call.
  llvm::SmallVector<Value> slots;
  for (int i = 0; i < 4; ++i)
    slots.push_back(entryBlockArray(bld, op, i64, 4));
  auto at = [&](Value slot, Type type, int64_t i) -> Value {
    return arrayElement(bld, loc, slot, type, i);
  };
  auto storeRegisters = [&](ValueRange regs, Value slot) {
    for (auto [i, v] : llvm::enumerate(regs)) {
      Type t = v.getType();
      unsigned bits = isa<VectorType>(t) ? 32 : t.getIntOrFloatBitWidth();
      if (!isa<IntegerType>(t))
        v = LLVM::BitcastOp::create(bld, loc, bld.getIntegerType(bits), v);
      if (bits < 64)
        v = LLVM::ZExtOp::create(bld, loc, i64, v);
      LLVM::StoreOp::create(bld, loc, v, at(slot, i64, i));
    }
  };
  storeRegisters(a, slots[0]);
  storeRegisters(b, slots[1]);
  for (auto [i, v] : llvm::enumerate(c))
    LLVM::StoreOp::create(bld, loc, v, at(slots[2], accType, i));
  Value formValue =
      LLVM::ConstantOp::create(bld, loc, i32, bld.getI32IntegerAttr(form));
  llvm::SmallVector<Value> args{formValue, slots[0], slots[1], slots[2],
                                slots[3]};
  LLVM::CallOp::create(bld, loc,
                       declareHostFunction(module, "__tileir_sim_mma_sync",
                                           LLVM::LLVMVoidType::get(ctx),
                                           ValueRange(args).getTypes()),
                       args);
  Value result = LLVM::UndefOp::create(bld, loc, resultType);
  for (int64_t i = 0; i < int64_t(resultType.getBody().size()); ++i) {
    Value v = LLVM::LoadOp::create(bld, loc, accType, at(slots[3], accType, i));
    result = LLVM::InsertValueOp::create(bld, loc, result, v, i);
  }
  op->getResult(0).replaceAllUsesWith(result);
}

/// The kernel's staging buffer (wgmma operands live there), as a pointer.
static Value stagingBase(OpBuilder &b, Operation *op) {
  auto func = op->getParentOfType<LLVM::LLVMFuncOp>();
  return LLVM::AddressOfOp::create(
      b, op->getLoc(), LLVM::LLVMPointerType::get(b.getContext(), 3),
      ("__tileir_smem_" + func.getName()).str());
}

/// Replaces wgmma `op`, whose result is `result` (a struct of its f32
/// accumulator entries), by a call of host model `name` (simWgmma or
/// simWgmmaRegisterA, which issue it) with (`a`, `descB`, the accumulator
/// slot, the staging buffer's address, N, imm-trans-b, the operand types):
/// the accumulator `acc` goes to a stack slot, where the call leaves its
/// tokens, and the result is reloaded from there. Descriptors hold offsets
/// into the staging buffer (see prepareForHost).
static void callWgmmaModel(ModuleOp module, Operation *op, StringRef name,
                           Value a, Value descB, ValueRange acc, Value result,
                           int64_t n, bool transB, MmaElem typeA,
                           MmaElem typeB) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type f32 = Float32Type::get(ctx), i32 = IntegerType::get(ctx, 32);
  Value slot = entryBlockArray(b, op, f32, acc.size());
  auto entry = [&](int64_t i) { return arrayElement(b, loc, slot, f32, i); };
  for (auto [i, v] : llvm::enumerate(acc))
    LLVM::StoreOp::create(b, loc, v, entry(i));
  auto i32Value = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
  };
  llvm::SmallVector<Value> args{
      a,
      descB,
      slot,
      stagingBase(b, op),
      i32Value(n),
      i32Value(transB),
      i32Value(uint32_t(typeA) | uint32_t(typeB) << 4)};
  LLVM::CallOp::create(b, loc,
                       declareHostFunction(module, name,
                                           LLVM::LLVMVoidType::get(ctx),
                                           ValueRange(args).getTypes()),
                       args);
  Value reloaded = LLVM::UndefOp::create(b, loc, result.getType());
  for (size_t i = 0; i < acc.size(); ++i)
    reloaded = LLVM::InsertValueOp::create(
        b, loc, reloaded, LLVM::LoadOp::create(b, loc, f32, entry(i)), i);
  result.replaceAllUsesWith(reloaded);
}

/// nvvm.wgmma.mma_async -> a call of the host model (callWgmmaModel).
static LogicalResult rewriteWgmma(ModuleOp module, NVVM::WgmmaMmaAsyncOp op,
                                  std::string &error) {
  NVVM::MMAShapeAttr shape = op.getShape();
  auto typeOf = [](NVVM::WGMMATypes t) -> std::optional<MmaElem> {
    switch (t) {
    case NVVM::WGMMATypes::f16:
      return MmaElem::F16;
    case NVVM::WGMMATypes::bf16:
      return MmaElem::BF16;
    case NVVM::WGMMATypes::tf32:
      return MmaElem::TF32;
    case NVVM::WGMMATypes::e4m3:
      return MmaElem::E4M3;
    case NVVM::WGMMATypes::e5m2:
      return MmaElem::E5M2;
    default:
      return std::nullopt;
    }
  };
  std::optional<MmaElem> typeA = typeOf(op.getTypeA());
  std::optional<MmaElem> typeB = typeOf(op.getTypeB());
  bool valid = typeA && typeB &&
               wgmmaElementBytes(*typeA) == wgmmaElementBytes(*typeB) &&
               shape.getK() == 32 / wgmmaElementBytes(*typeA) &&
               (wgmmaElementBytes(*typeA) == 2 ||
                op.getLayoutB() == NVVM::MMALayout::col);
  if (!valid || shape.getM() != 64 || op.getTypeD() != NVVM::WGMMATypes::f32 ||
      op.getLayoutA() != NVVM::MMALayout::row ||
      op.getScaleA() != NVVM::WGMMAScaleIn::one ||
      op.getScaleB() != NVVM::WGMMAScaleIn::one) {
    error = "the GPU simulator models wgmma m64nNkK -> f32 of f16, bf16, "
            "tf32, e4m3 and e5m2 with a K-major lhs (and a K-major rhs "
            "unless 16-bit) only";
    return failure();
  }
  OpBuilder b(op);
  // scale-d zero: D = A B, whatever the accumulator registers hold.
  bool scaleD = op.getScaleD() == NVVM::WGMMAScaleOut::one;
  Value zero = LLVM::ConstantOp::create(b, op.getLoc(), b.getF32Type(),
                                        b.getF32FloatAttr(0));
  llvm::SmallVector<Value> acc;
  for (int64_t i = 0, e = shape.getN() / 2; i < e; ++i)
    acc.push_back(
        scaleD ? LLVM::ExtractValueOp::create(b, op.getLoc(), op.getInouts(), i)
                     .getResult()
               : zero);
  // MMALayout row for B is imm-trans-b 1 (N-major), as NVVM prints it.
  callWgmmaModel(module, op, "__tileir_sim_wgmma", op.getDescriptorA(),
                 op.getDescriptorB(), acc, op.getResult(), shape.getN(),
                 op.getLayoutB() == NVVM::MMALayout::row, *typeA, *typeB);
  return success();
}

/// The lowering's wgmma with A in registers (inline PTX of `form`) -> a
/// call of the host model (callWgmmaModel), A's four registers in a stack
/// slot in place of a descriptor.
static void rewriteWgmmaRegisterA(ModuleOp module, LLVM::InlineAsmOp op,
                                  const WgmmaRegisterAForm &form) {
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type i32 = b.getI32Type();
  int64_t entries = form.n / 2;
  ValueRange operands = op.getOperands();
  Value a = entryBlockArray(b, op, i32, 4);
  for (int64_t j = 0; j < 4; ++j)
    LLVM::StoreOp::create(b, loc, operands[entries + j],
                          arrayElement(b, loc, a, i32, j));
  MmaElem type = form.bf16 ? MmaElem::BF16 : MmaElem::F16;
  // scale-d false: D = A B, whatever the accumulator registers hold.
  llvm::SmallVector<Value> acc(operands.take_front(entries));
  if (!form.scaleD)
    acc.assign(entries, LLVM::ConstantOp::create(b, loc, b.getF32Type(),
                                                 b.getF32FloatAttr(0)));
  callWgmmaModel(module, op, "__tileir_sim_wgmma_register_a", a,
                 operands[entries + 4], acc, op.getRes(), form.n, form.transB,
                 type, type);
}

/// A wait for wgmma groups (all but `pending` of them) -> a call of the host
/// model, with the accumulator registers it names (`values`, f32; none for
/// nvvm's wait) in a stack slot, from which `result` (an f32 or a struct of
/// them) is reloaded.
static void rewriteWgmmaWait(ModuleOp module, Operation *op, int64_t pending,
                             ValueRange values, Value result) {
  MLIRContext *ctx = module.getContext();
  OpBuilder b(op);
  Location loc = op->getLoc();
  Type f32 = Float32Type::get(ctx), i32 = IntegerType::get(ctx, 32);
  auto ptr = LLVM::LLVMPointerType::get(ctx);
  int64_t count = values.size();
  Value slot = count ? entryBlockArray(b, op, f32, count)
                     : LLVM::ZeroOp::create(b, loc, ptr).getResult();
  auto entry = [&](int64_t i) { return arrayElement(b, loc, slot, f32, i); };
  for (auto [i, v] : llvm::enumerate(values))
    LLVM::StoreOp::create(b, loc, v, entry(i));
  llvm::SmallVector<Value> args{
      LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(pending)), slot,
      LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(count))};
  LLVM::CallOp::create(b, loc,
                       declareHostFunction(module,
                                           "__tileir_sim_wgmma_wait_group",
                                           LLVM::LLVMVoidType::get(ctx),
                                           ValueRange(args).getTypes()),
                       args);
  if (!result)
    return;
  Value waited;
  if (!isa<LLVM::LLVMStructType>(result.getType())) {
    waited = LLVM::LoadOp::create(b, loc, f32, entry(0));
  } else {
    waited = LLVM::UndefOp::create(b, loc, result.getType());
    for (int64_t i = 0; i < count; ++i)
      waited = LLVM::InsertValueOp::create(
          b, loc, waited, LLVM::LoadOp::create(b, loc, f32, entry(i)), i);
  }
  result.replaceAllUsesWith(waited);
}

/// ldmatrix and stmatrix: the host models move 8x8 matrices of b16 only.
template <typename MatrixOp>
static LogicalResult checkModeledMatrices(MatrixOp op, llvm::StringRef name,
                                          std::string &error) {
  if (op.getEltType() == NVVM::LdStMatrixEltType::B16 &&
      op.getShape().getM() == 8 && op.getShape().getN() == 8)
    return success();
  error =
      ("the GPU simulator models " + name + " of 8x8 b16 matrices only").str();
  return failure();
}

/// nvvm.ldmatrix (8x8 b16 matrices) -> a call of the host model, which
/// writes the registers to a stack slot.
static LogicalResult rewriteLdMatrix(ModuleOp module, NVVM::LdMatrixOp op,
                                     std::string &error) {
  if (failed(checkModeledMatrices(op, "ldmatrix", error)))
    return failure();
  MLIRContext *ctx = module.getContext();
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type i32 = b.getI32Type();
  Value slot = entryBlockArray(b, op, i32, 4);
  int64_t num = op.getNum();
  auto constant = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
  };
  llvm::SmallVector<Value> args{
      op.getPtr(), constant(num),
      constant(op.getLayout() == NVVM::MMALayout::col ? 1 : 0), slot};
  LLVM::CallOp::create(b, loc,
                       declareHostFunction(module, "__tileir_sim_ldmatrix",
                                           LLVM::LLVMVoidType::get(ctx),
                                           ValueRange(args).getTypes()),
                       args);
  auto reg = [&](int64_t i) -> Value {
    return LLVM::LoadOp::create(b, loc, i32,
                                arrayElement(b, loc, slot, i32, i));
  };
  Value result;
  if (num == 1) {
    result = reg(0);
  } else {
    result = LLVM::UndefOp::create(b, loc, op.getType());
    for (int64_t i = 0; i < num; ++i)
      result = LLVM::InsertValueOp::create(b, loc, result, reg(i), i);
  }
  op.getResult().replaceAllUsesWith(result);
  return success();
}

/// nvvm.stmatrix (8x8 b16 matrices) -> a call of the host model with the
/// registers (those of absent matrices zero).
static LogicalResult rewriteStMatrix(ModuleOp module, NVVM::StMatrixOp op,
                                     std::string &error) {
  if (failed(checkModeledMatrices(op, "stmatrix", error)))
    return failure();
  MLIRContext *ctx = module.getContext();
  OpBuilder b(op);
  Location loc = op.getLoc();
  Type i32 = b.getI32Type();
  auto constant = [&](int64_t v) -> Value {
    return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
  };
  llvm::SmallVector<Value> args{
      op.getPtr(), constant(op.getSources().size()),
      constant(op.getLayout() == NVVM::MMALayout::col ? 1 : 0)};
  for (size_t m = 0; m < 4; ++m)
    args.push_back(m < op.getSources().size() ? op.getSources()[m]
                                              : constant(0));
  LLVM::CallOp::create(b, loc,
                       declareHostFunction(module, "__tileir_sim_stmatrix",
                                           LLVM::LLVMVoidType::get(ctx),
                                           ValueRange(args).getTypes()),
                       args);
  return success();
}

/// Replaces what only a GPU has by calls into this file, and puts every
/// address space in the host's one.
/// "__tileir_sim_" + `suffix` with dots turned into underscores: the host
/// function that stands in for an NVVM register, intrinsic or instruction.
static std::string hostName(llvm::StringRef suffix) {
  std::string name = "__tileir_sim_" + suffix.str();
  std::replace(name.begin(), name.end(), '.', '_');
  return name;
}

/// Gives each kernel's dynamic shared buffer (an `extern` array of no
/// size) the bytes its launch would provide, 1024-aligned like the buffers
/// of tiles (the kernel aligns the start itself, which here moves nothing).
static void defineDynamicSharedBuffers(ModuleOp module) {
  llvm::SmallVector<LLVM::GlobalOp> externs;
  module.walk([&](LLVM::GlobalOp global) {
    if (global.getAddrSpace() == 3 &&
        global.getLinkage() == LLVM::Linkage::External)
      externs.push_back(global);
  });
  for (LLVM::GlobalOp global : externs) {
    int64_t bytes = 0;
    module.walk([&](LLVM::LLVMFuncOp func) {
      auto attr = func->getAttrOfType<IntegerAttr>(kDynamicSharedBytesAttrName);
      if (attr && ("__tileir_smem_" + func.getName()).str() == global.getName())
        bytes = attr.getInt();
    });
    OpBuilder b(global);
    LLVM::GlobalOp::create(
        b, global.getLoc(),
        LLVM::LLVMArrayType::get(b.getI8Type(),
                                 uint64_t(std::max<int64_t>(bytes, 1))),
        /*isConstant=*/false, LLVM::Linkage::Internal, global.getName(),
        Attribute(), /*alignment=*/1024, /*addrSpace=*/3);
    global.erase();
  }
}

static LogicalResult prepareForHost(ModuleOp module, std::string &error) {
  MLIRContext *ctx = module.getContext();
  Type voidType = LLVM::LLVMVoidType::get(ctx);
  llvm::SmallVector<Operation *> erase;
  defineDynamicSharedBuffers(module);
  // Replaces `op` by a call of the host function `fn` with its operands.
  auto callHost = [&](Operation *op, llvm::StringRef fn) {
    OpBuilder b(op);
    Type result = op->getNumResults() ? op->getResult(0).getType() : voidType;
    auto call = LLVM::CallOp::create(
        b, op->getLoc(),
        declareHostFunction(module, fn, result, op->getOperandTypes()),
        op->getOperands());
    op->replaceAllUsesWith(call);
    erase.push_back(op);
    return WalkResult::advance();
  };
  WalkResult walk = module.walk([&](Operation *op) -> WalkResult {
    llvm::StringRef name = op->getName().getStringRef();
    if (name.consume_front("nvvm.read.ptx.sreg."))
      return callHost(op, hostName(name));
    if (isa<LLVM::Trap>(op))
      return callHost(op, hostName("trap"));
    // fma.rn.f16 and fma.rn.bf16 round once; the host's LLVM would compute
    // them in f32 and round twice. The twin takes and gives the bits.
    if (auto fma = dyn_cast<LLVM::FMAOp>(op);
        fma && (fma.getType().isF16() || fma.getType().isBF16())) {
      OpBuilder b(op);
      Type i16 = b.getI16Type();
      llvm::SmallVector<Value> bits;
      for (Value v : op->getOperands())
        bits.push_back(LLVM::BitcastOp::create(b, op->getLoc(), i16, v));
      std::string fn =
          hostName(fma.getType().isF16() ? "fma.rn.f16" : "fma.rn.bf16");
      auto call = LLVM::CallOp::create(
          b, op->getLoc(),
          declareHostFunction(module, fn, i16, ValueRange(bits).getTypes()),
          bits);
      op->replaceAllUsesWith(LLVM::BitcastOp::create(
          b, op->getLoc(), fma.getType(), call.getResult()));
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (isa<NVVM::Barrier0Op>(op))
      return callHost(op, hostName("barrier"));
    if (auto copy = dyn_cast<NVVM::CpAsyncOp>(op)) {
      // (dst, src, bytes, bytes read): without cp-size all of them.
      OpBuilder b(op);
      Type i32 = b.getI32Type();
      Value bytes = LLVM::ConstantOp::create(
          b, op->getLoc(), i32, b.getI32IntegerAttr(copy.getSize()));
      Value read = copy.getCpSize() ? copy.getCpSize() : bytes;
      llvm::SmallVector<Value> args{copy.getDst(), copy.getSrc(), bytes, read};
      LLVM::CallOp::create(b, op->getLoc(),
                           declareHostFunction(module, hostName("cp.async"),
                                               voidType,
                                               ValueRange(args).getTypes()),
                           args);
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (isa<NVVM::CpAsyncCommitGroupOp>(op))
      return callHost(op, hostName("cp.async.commit.group"));
    if (auto wait = dyn_cast<NVVM::CpAsyncWaitGroupOp>(op)) {
      OpBuilder b(op);
      Value n = LLVM::ConstantOp::create(b, op->getLoc(), b.getI32Type(),
                                         b.getI32IntegerAttr(wait.getN()));
      LLVM::CallOp::create(
          b, op->getLoc(),
          declareHostFunction(module, hostName("cp.async.wait.group"), voidType,
                              TypeRange{n.getType()}),
          ValueRange{n});
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (std::optional<uint32_t> form = hostMmaForm(op)) {
      if (auto mma = dyn_cast<NVVM::MmaOp>(op)) {
        rewriteMma(module, op, *form, mma.getOperandA(), mma.getOperandB(),
                   mma.getOperandC());
      } else {
        // The f8 intrinsic: 4 A registers, 2 B registers, then C (4 f32,
        // or 2 pairs of f16).
        ValueRange args = op->getOperands();
        rewriteMma(module, op, *form, args.take_front(4),
                   args.drop_front(4).take_front(2), args.drop_front(6));
      }
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (isa<NVVM::MmaOp>(op)) {
      error = "the GPU simulator models the mma.sync forms of the lowering "
              "only (row.col; f16/bf16 m16n8k16, tf32 m16n8k8, s8/u8 "
              "m16n8k32 wrapping, e4m3/e5m2 m16n8k32 into f32 or f16, f64 "
              "m8n8k4)";
      return WalkResult::interrupt();
    }
    if (auto intr = dyn_cast<LLVM::CallIntrinsicOp>(op)) {
      llvm::StringRef intrinsic = intr.getIntrin();
      if (!intrinsic.consume_front("llvm.nvvm."))
        return WalkResult::advance();
      return callHost(op, hostName(intrinsic));
    }
    if (isa<NVVM::MBarrierInitOp>(op) &&
        !cast<NVVM::MBarrierInitOp>(op).getPredicate())
      return callHost(op, hostName("mbarrier.init"));
    if (auto arrive = dyn_cast<NVVM::MBarrierArriveOp>(op);
        arrive && !arrive.getCount() && !arrive->getNumResults())
      return callHost(op, hostName("mbarrier.arrive"));
    if ((isa<NVVM::MBarrierTryWaitOp>(op) &&
         !cast<NVVM::MBarrierTryWaitOp>(op).getTicks()) ||
        isa<NVVM::MBarrierTestWaitOp>(op)) {
      if (!op->getOperand(1).getType().isInteger(32)) {
        error = "the GPU simulator models the parity form of mbarrier "
                "waits only";
        return WalkResult::interrupt();
      }
      return callHost(op, hostName("mbarrier.wait_parity"));
    }
    if (auto arrive = dyn_cast<NVVM::MBarrierArriveExpectTxOp>(op)) {
      if (arrive->getNumResults() || arrive.getPredicate()) {
        error = "the GPU simulator models mbarrier.arrive.expect_tx without "
                "result or predicate only";
        return WalkResult::interrupt();
      }
      OpBuilder b(op);
      llvm::SmallVector<Value> args{arrive.getAddr(), arrive.getTxcount()};
      LLVM::CallOp::create(
          b, op->getLoc(),
          declareHostFunction(module, hostName("mbarrier.arrive.expect_tx"),
                              voidType, ValueRange(args).getTypes()),
          args);
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (isa<NVVM::MBarrierTryWaitParityOp>(op))
      return callHost(op, hostName("mbarrier.try_wait.parity.loop"));
    if (isa<NVVM::MBarrierInvalOp>(op))
      return callHost(op, hostName("mbarrier.inval"));
    if (auto copy =
            dyn_cast<NVVM::CpAsyncBulkTensorGlobalToSharedClusterOp>(op)) {
      if (copy.getMode() != NVVM::TMALoadMode::TILE ||
          !copy.getIm2colOffsets().empty() || copy.getMulticastMask() ||
          copy.getL2CacheHint() || copy.getPredicate() ||
          copy.getCoordinates().size() > 5) {
        error = "the GPU simulator models tile-mode cp.async.bulk.tensor "
                "without multicast, cache hint or predicate only";
        return WalkResult::interrupt();
      }
      // (dst, map, barrier, count, c0..c4)
      OpBuilder b(op);
      Location loc = op->getLoc();
      Type i32 = b.getI32Type();
      auto i32Value = [&](int64_t v) -> Value {
        return LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(v));
      };
      llvm::SmallVector<Value> args{copy.getDstMem(), copy.getTmaDescriptor(),
                                    copy.getMbar(),
                                    i32Value(copy.getCoordinates().size())};
      llvm::append_range(args, copy.getCoordinates());
      while (args.size() < 9)
        args.push_back(i32Value(0));
      LLVM::CallOp::create(b, loc,
                           declareHostFunction(module, hostName("tma.load"),
                                               voidType,
                                               ValueRange(args).getTypes()),
                           args);
      erase.push_back(op);
      return WalkResult::advance();
    }
    // tensormap.replace.tile.<field>.global.b1024.<type> [$0], (ord,) $1;
    // or, for the mode fields, an immediate in place of $1.
    if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op);
        asmOp && asmOp.getAsmString().starts_with("tensormap.replace.tile.")) {
      llvm::StringRef text = asmOp.getAsmString();
      llvm::SmallVector<llvm::StringRef> words;
      text.drop_front(strlen("tensormap.replace.tile.")).split(words, '.');
      std::optional<TensorMapField> field =
          words.empty() ? std::nullopt : tensorMapField(words[0]);
      int64_t ord = 0, immediate = 0;
      llvm::SmallVector<llvm::StringRef> parts;
      text.split(' ').second.split(parts, ',');
      llvm::StringRef last = parts.back().trim().rtrim(';').trim();
      bool inRegister = last == "$1";
      if ((parts.size() == 3 && parts[1].trim().getAsInteger(10, ord)) ||
          parts.size() < 2 || parts.size() > 3 ||
          (!inRegister && last.getAsInteger(10, immediate)))
        field = std::nullopt;
      if (!field || asmOp.getOperands().size() != (inRegister ? 2u : 1u) ||
          !text.contains(".global.")) {
        error = "the GPU simulator cannot read '" + text.str() + "'";
        return WalkResult::interrupt();
      }
      OpBuilder b(op);
      Location loc = op->getLoc();
      Type i32 = b.getI32Type(), i64 = b.getI64Type();
      Value address = LLVM::IntToPtrOp::create(
          b, loc, LLVM::LLVMPointerType::get(module.getContext()),
          asmOp.getOperands()[0]);
      Value value =
          inRegister ? asmOp.getOperands()[1]
                     : LLVM::ConstantOp::create(b, loc, i64,
                                                b.getI64IntegerAttr(immediate))
                           .getResult();
      if (!value.getType().isInteger(64))
        value = LLVM::ZExtOp::create(b, loc, i64, value);
      llvm::SmallVector<Value> args{
          address,
          LLVM::ConstantOp::create(b, loc, i32,
                                   b.getI32IntegerAttr(uint32_t(*field))),
          LLVM::ConstantOp::create(b, loc, i32, b.getI32IntegerAttr(ord)),
          value};
      LLVM::CallOp::create(
          b, loc,
          declareHostFunction(module, hostName("tensormap.replace"), voidType,
                              ValueRange(args).getTypes()),
          args);
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto shfl = dyn_cast<NVVM::ShflOp>(op)) {
      if (shfl.getReturnValueAndIsValid() || !shfl.getType().isInteger(32)) {
        error = "the GPU simulator models 32-bit shfl.sync without the "
                "validity flag only";
        return WalkResult::interrupt();
      }
      return callHost(
          op,
          hostName(("shfl." + NVVM::stringifyShflKind(shfl.getKind())).str()));
    }
    if (auto cvt = dyn_cast<NVVM::ConvertF8x2ToF16x2Op>(op)) {
      Type from = cvt.getSrcType();
      if (cvt.getRelu() || !isa<Float8E4M3FNType, Float8E5M2Type>(from)) {
        error = "the GPU simulator models cvt.rn.f16x2 from e4m3x2 and "
                "e5m2x2 only";
        return WalkResult::interrupt();
      }
      // The pair as i16 in, the halves as i32 out.
      OpBuilder b(op);
      Location loc = op->getLoc();
      Value pair =
          LLVM::BitcastOp::create(b, loc, b.getI16Type(), cvt.getSrc());
      auto call = LLVM::CallOp::create(
          b, loc,
          declareHostFunction(module,
                              hostName(isa<Float8E4M3FNType>(from)
                                           ? "cvt.f16x2.e4m3x2"
                                           : "cvt.f16x2.e5m2x2"),
                              b.getI32Type(), TypeRange{b.getI16Type()}),
          ValueRange{pair});
      op->replaceAllUsesWith(ValueRange{
          LLVM::BitcastOp::create(b, loc, cvt.getType(), call.getResult())});
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto prmt = dyn_cast<NVVM::PermuteOp>(op)) {
      if (prmt.getMode() != NVVM::PermuteMode::DEFAULT || !prmt.getHi()) {
        error = "the GPU simulator models the default mode of prmt only";
        return WalkResult::interrupt();
      }
      // (a, b, selector), as the host function takes them.
      return callHost(op, hostName("prmt"));
    }
    if (auto ld = dyn_cast<NVVM::LdMatrixOp>(op)) {
      if (failed(rewriteLdMatrix(module, ld, error)))
        return WalkResult::interrupt();
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto st = dyn_cast<NVVM::StMatrixOp>(op)) {
      if (failed(rewriteStMatrix(module, st, error)))
        return WalkResult::interrupt();
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto wgmma = dyn_cast<NVVM::WgmmaMmaAsyncOp>(op)) {
      if (failed(rewriteWgmma(module, wgmma, error)))
        return WalkResult::interrupt();
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op))
      if (std::optional<WgmmaRegisterAForm> form =
              parseWgmmaRegisterA(asmOp.getAsmString())) {
        if (asmOp.getOperands().size() != size_t(form->n / 2 + 5) ||
            !asmOp.getRes()) {
          error = "the GPU simulator cannot read the wgmma '" +
                  asmOp.getAsmString().str() + "'";
          return WalkResult::interrupt();
        }
        rewriteWgmmaRegisterA(module, asmOp, *form);
        erase.push_back(op);
        return WalkResult::advance();
      }
    if (isa<NVVM::WgmmaGroupSyncAlignedOp>(op))
      return callHost(op, hostName("wgmma.commit_group"));
    // The waits for wgmma groups: the lowering's, with the accumulators as
    // in-out operands (waitForWgmmaGroups), and nvvm's, with none.
    if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op);
        asmOp && asmOp.getAsmString().starts_with(kWgmmaWaitAsm)) {
      int64_t pending = 0;
      if (asmOp.getAsmString()
              .drop_front(kWgmmaWaitAsm.size())
              .trim()
              .rtrim(';')
              .getAsInteger(10, pending)) {
        error = "the GPU simulator cannot read the wgmma wait '" +
                asmOp.getAsmString().str() + "'";
        return WalkResult::interrupt();
      }
      rewriteWgmmaWait(module, op, pending, asmOp.getOperands(),
                       asmOp.getRes());
      erase.push_back(op);
      return WalkResult::advance();
    }
    // The lowering's fence in front of wgmmas with A in registers: the
    // registers pass through (the fence itself orders nothing here, below).
    if (auto asmOp = dyn_cast<LLVM::InlineAsmOp>(op);
        asmOp && asmOp.getAsmString() == kWgmmaFenceAsm) {
      if (Value fenced = asmOp.getRes()) {
        if (asmOp.getOperands().size() == 1) {
          fenced.replaceAllUsesWith(asmOp.getOperands().front());
        } else {
          OpBuilder b(op);
          Value tuple =
              LLVM::UndefOp::create(b, op->getLoc(), fenced.getType());
          for (auto [i, v] : llvm::enumerate(asmOp.getOperands()))
            tuple = LLVM::InsertValueOp::create(b, op->getLoc(), tuple, v, i);
          fenced.replaceAllUsesWith(tuple);
        }
      }
      erase.push_back(op);
      return WalkResult::advance();
    }
    if (auto wait = dyn_cast<NVVM::WgmmaWaitGroupSyncOp>(op)) {
      rewriteWgmmaWait(module, op, wait.getGroup(), {}, Value());
      erase.push_back(op);
      return WalkResult::advance();
    }
    // The model performs a wgmma when its group retires, after every
    // generic-proxy store the kernel made before the wait, so the fences
    // have nothing left to order. One grid at a time, one address per
    // location: programmatic dependent launch and alias proxies have
    // nothing to do here either. A tensor map is read when its copy is
    // issued, after the stores that filled it in (the tensormap proxy
    // fences), and a copy completes on an mbarrier initialised before it
    // (fence.mbarrier_init).
    if (isa<NVVM::WgmmaFenceAlignedOp, NVVM::FenceProxyOp,
            NVVM::GriddepcontrolOp, NVVM::FenceProxyAcquireOp,
            NVVM::FenceProxyReleaseOp, NVVM::FenceMbarrierInitOp>(op)) {
      erase.push_back(op);
      return WalkResult::advance();
    }
    // A shared-memory address as an integer is only taken for wgmma
    // descriptors: make it the offset into the staging buffer (the host has
    // no shared window, and a descriptor holds 18 address bits).
    if (auto toInt = dyn_cast<LLVM::PtrToIntOp>(op)) {
      auto type = dyn_cast<LLVM::LLVMPointerType>(toInt.getArg().getType());
      if (type && type.getAddressSpace() == 3) {
        OpBuilder b(op);
        Type intType = toInt.getType();
        Value base = LLVM::PtrToIntOp::create(b, op->getLoc(), intType,
                                              stagingBase(b, op));
        Value address =
            LLVM::PtrToIntOp::create(b, op->getLoc(), intType, toInt.getArg());
        toInt.replaceAllUsesWith(
            LLVM::SubOp::create(b, op->getLoc(), address, base).getResult());
        erase.push_back(op);
      }
      return WalkResult::advance();
    }
    if (isa<NVVM::NVVMDialect>(op->getDialect())) {
      error = "the GPU simulator does not model '" + name.str() + "'";
      return WalkResult::interrupt();
    }
    if (auto fn = dyn_cast<LLVM::LLVMFuncOp>(op)) {
      fn->removeAttr(NVVM::NVVMDialect::getKernelFuncAttrName());
      fn->removeAttr(NVVM::NVVMDialect::getMaxntidAttrName());
      fn->removeAttr(NVVM::NVVMDialect::getReqntidAttrName());
      fn->removeAttr(NVVM::NVVMDialect::getClusterDimAttrName());
      fn->removeAttr(NVVM::NVVMDialect::getBlocksAreClustersAttrName());
    }
    if (auto global = dyn_cast<LLVM::GlobalOp>(op))
      global.setAddrSpace(0);
    return WalkResult::advance();
  });
  for (Operation *op : erase)
    op->erase();
  if (walk.wasInterrupted())
    return failure();

  // One flat address space: shared (3), global (1) and generic (0) memory
  // are all host memory; the CTAs of a grid run one after another, so one
  // copy of each shared buffer suffices.
  AttrTypeReplacer replacer;
  replacer.addReplacement(
      [ctx](LLVM::LLVMPointerType t) -> std::optional<Type> {
        if (t.getAddressSpace() == 0)
          return std::nullopt;
        return LLVM::LLVMPointerType::get(ctx, 0);
      });
  replacer.recursivelyReplaceElementsIn(module, /*replaceAttrs=*/true,
                                        /*replaceLocs=*/false,
                                        /*replaceTypes=*/true);
  module.walk([](LLVM::AddrSpaceCastOp cast) {
    if (cast.getArg().getType() == cast.getType()) {
      cast.replaceAllUsesWith(cast.getArg());
      cast.erase();
    }
  });
  module->removeAttr("llvm.target_triple");
  module->removeAttr("llvm.data_layout");
  return success();
}

//===----------------------------------------------------------------------===//
// Launch
//===----------------------------------------------------------------------===//

LogicalResult runtime::launchOnSimulatedGPU(cuda_tile::EntryOp entry,
                                            std::vector<GPUArg> &args,
                                            const GPULaunchOptions &options,
                                            std::string &error) {
  static std::once_flag initOnce;
  std::call_once(initOnce, [] {
    llvm::InitializeNativeTarget();
    llvm::InitializeNativeTargetAsmPrinter();
  });

  Operation *tileModule = entry->getParentOp();
  MLIRContext *ctx = entry->getContext();
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  ctx->appendDialectRegistry(registry);
  OwningOpRef<ModuleOp> module = ModuleOp::create(entry.getLoc());
  module->getBody()->push_back(tileModule->clone());

  GPUCompileOptions compile;
  std::optional<std::string> chip =
      ptxChipForGPU(options.gpuName.empty() ? "sm_90" : options.gpuName);
  if (!chip) {
    error = "invalid --gpu-name '" + options.gpuName + "'";
    return failure();
  }
  compile.ptx.chip = *chip;
  compile.numThreads = options.threadsPerBlock;
  compile.launch = options.launch;
  // The launch provides what the simulated GPU would let a CTA opt in to;
  // a tile launch, nothing beyond what kernels declare statically.
  compile.sharedMemoryBytes = options.sharedMemoryBytes
                                  ? int64_t(options.sharedMemoryBytes)
                              : options.launch == GPULaunchKind::Tile
                                  ? 0
                                  : sharedMemoryPerBlockOptin(*chip);
  llvm::StringMap<KernelLaunch> kernels;
  std::string diagnostics;
  {
    ScopedDiagnosticHandler handler(ctx, [&](Diagnostic &diag) {
      llvm::raw_string_ostream os(diagnostics);
      os << diag.getLocation() << ": " << diag << "\n";
      return success();
    });
    if (failed(compileForGPU(*module, compile, GPUEmitKind::MLIR, &kernels))) {
      error = "compiling for the GPU failed:\n" + diagnostics;
      return failure();
    }
  }
  // The profile's calls go in before the NVVM ops they observe (cp.async,
  // ldmatrix) are rewritten, while address spaces still tell shared memory
  // from global memory.
  std::optional<MemoryProfile> profile;
  if (options.profile) {
    profile.emplace(instrumentMemoryAccesses(*module));
    for (GPUArg &arg : args) {
      if (arg.buffer)
        profile->addGlobalBuffer(arg.buffer->data(), arg.buffer->size());
      for (auto &pointee : arg.pointees)
        profile->addGlobalBuffer(pointee.second->data(),
                                 pointee.second->size());
    }
  }
  if (failed(prepareForHost(*module, error)))
    return failure();
  makeLocationsTranslatable(*module);

  ExecutionEngineOptions engineOptions;
  // bf16 arithmetic and conversions keep subnormals, as on the GPU.
  // (The options hold a function_ref: the transformer must outlive them.)
  ModuleTransformer transformer =
      withExactBF16Conversions(makeOptimizingTransformer(2, 0, nullptr));
  engineOptions.transformer = transformer;
  engineOptions.enableGDBNotificationListener = false;
  engineOptions.enablePerfNotificationListener = false;
  auto engine = ExecutionEngine::create(*module, engineOptions);
  if (!engine) {
    error = "JIT compilation for the host failed: " +
            llvm::toString(engine.takeError());
    return failure();
  }
  (*engine)->registerSymbols([](llvm::orc::MangleAndInterner interner) {
    llvm::orc::SymbolMap map;
    for (const HostSymbol &s : hostSymbols())
      map[interner(s.name)] = {llvm::orc::ExecutorAddr::fromPtr(s.address),
                               llvm::JITSymbolFlags::Exported};
    map[interner("__tileir_sim_profile")] = {
        llvm::orc::ExecutorAddr::fromPtr(&tileirSimProfileAccess),
        llvm::JITSymbolFlags::Exported};
    return map;
  });
  auto kernel = (*engine)->lookupPacked(entry.getSymName());
  if (!kernel) {
    error = "JIT lookup of the kernel failed: " +
            llvm::toString(kernel.takeError());
    return failure();
  }

  // The kernel reads buffers in place: pointer parameters are host pointers,
  // and so are the addresses in tables of arrays.
  for (GPUArg &arg : args)
    for (auto [word, pointee] : arg.pointees) {
      uint64_t address = reinterpret_cast<uint64_t>(pointee->data());
      std::memcpy(arg.buffer->data() + 8 * word, &address, 8);
    }
  std::vector<uint64_t> storage(args.size());
  for (size_t i = 0; i < args.size(); ++i)
    storage[i] = args[i].buffer
                     ? reinterpret_cast<uint64_t>(args[i].buffer->data())
                     : args[i].bits;

  KernelLaunch launchInfo = kernels.lookup(entry.getSymName());
  unsigned threads = launchInfo.threads;
  if (!threads) {
    error = "the compiled kernel has no thread count (nvvm.reqntid)";
    return failure();
  }
  // A tile launch gives each block one thread: the driver starts the
  // kernel's own count only where the kernel counts blocks as clusters
  // (sm_90 and later), and refuses to launch any other kernel whose
  // .reqntid is not 1; so does the simulator.
  if (options.launch == GPULaunchKind::Tile && !launchInfo.blocksAreClusters &&
      threads != 1) {
    error = "a tile launch gives each block one thread, and the kernel "
            "requires " +
            std::to_string(threads) +
            " (.reqntid); only kernels for sm_90 and later count blocks as "
            "clusters (.blocksareclusters), whose threads the driver starts";
    return failure();
  }
  auto runGrid = [&] {
    for (int64_t z = 0; z < options.grid[2]; ++z)
      for (int64_t y = 0; y < options.grid[1]; ++y)
        for (int64_t x = 0; x < options.grid[0]; ++x) {
          CTABarrier barrier(threads);
          std::vector<std::unique_ptr<WarpExchange>> warps;
          for (unsigned w = 0; w < (threads + 31) / 32; ++w)
            warps.push_back(std::make_unique<WarpExchange>(
                std::min(32u, threads - 32 * w)));
          std::vector<ProfileThreadLog> logs;
          if (profile)
            logs.assign(threads, profile->makeLog());
          std::vector<std::thread> team;
          team.reserve(threads);
          for (unsigned t = 0; t < threads; ++t)
            team.emplace_back([&, t] {
              setProfileThreadLog(profile ? &logs[t] : nullptr);
              current.tid[0] = t;
              current.ntid[0] = threads;
              current.ctaid[0] = x;
              current.ctaid[1] = y;
              current.ctaid[2] = z;
              for (int d = 0; d < 3; ++d)
                current.nctaid[d] = options.grid[d];
              current.barrier = &barrier;
              current.warp = warps[t / 32].get();
              // Each thread has its own copy of the argument values: the
              // packed interface takes pointers to them.
              std::vector<uint64_t> values = storage;
              std::vector<void *> packed(values.size());
              for (size_t i = 0; i < values.size(); ++i)
                packed[i] = &values[i];
              (*kernel)(packed.data());
              barrier.leave();
              current.warp->barrier.leave();
            });
          for (std::thread &th : team)
            th.join();
          // What a CTA left in flight ends with it (the next CTA reuses
          // the shared buffer).
          {
            std::lock_guard<std::mutex> lock(wgmmaReadsMutex);
            wgmmaReads.clear();
          }
          {
            std::lock_guard<std::mutex> lock(tmaMutex);
            tmaInFlight.clear();
          }
          if (profile)
            profile->addCTA(logs);
        }
  };
  GPUBenchmark *bench = options.bench;
  if (!bench) {
    runGrid();
    if (profile)
      profile->print(
          *options.profile,
          llvm::formatv("gpu-sim memory profile: {0}, grid {1}x{2}x{3}, {4} "
                        "threads per CTA",
                        compile.ptx.chip, options.grid[0], options.grid[1],
                        options.grid[2], threads)
              .str());
    return success();
  }
  // The host's clock around each run of the grid (the JIT compilation
  // above is not timed): it measures the simulator, which is what CI can
  // check of the benchmark's plumbing.
  bench->deviceName = "gpu-sim " + compile.ptx.chip;
  bench->deviceClock = false;
  bench->driverVersion = 0;
  bench->timesMs.clear();
  for (unsigned i = 0; i < bench->warmup; ++i)
    runGrid();
  for (unsigned i = 0; i < bench->launches; ++i) {
    auto start = std::chrono::steady_clock::now();
    runGrid();
    std::chrono::duration<double, std::milli> elapsed =
        std::chrono::steady_clock::now() - start;
    bench->timesMs.push_back(elapsed.count());
  }
  return success();
}
