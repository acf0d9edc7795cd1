//===- TileAAToLLVM.h - nv_tileaa to LLVM/NVVM lowering ---------*- C++ -*-===//

#ifndef TILEIR_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
#define TILEIR_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H

#include "mlir/Pass/Pass.h"

#include <optional>
#include <string>

namespace mlir {
class ModuleOp;
namespace tileir {

struct TileAAToLLVMOptions {
  /// Threads per CTA of kernels without nv_tileas.num_warps; a power of two
  /// from 32 to 1024.
  unsigned numThreads = 128;
  /// sm_XX as a number (80, 90, 100, ...); 0 takes the module's attribute.
  unsigned computeCapability = 0;
};

/// The attribute of a kernel's llvm.func that says how many bytes of
/// dynamic shared memory its launch must provide (i64; absent: none). A
/// kernel needs them where its shared buffer outgrows the 48 KiB of static
/// shared memory, which the module's nv_tileas.shared_memory_bytes allows.
inline constexpr llvm::StringLiteral kDynamicSharedBytesAttrName =
    "nv_tileas.dynamic_shared_bytes";

/// The instruction the lowering's waits for wgmma groups are (inline PTX,
/// followed by the number of groups that may stay pending), with the
/// accumulator registers as in-out operands; the GPU simulator recognises
/// them by it.
inline constexpr llvm::StringLiteral kWgmmaWaitAsm =
    "wgmma.wait_group.sync.aligned";

/// The fence in front of wgmmas whose operand A is in registers (inline
/// PTX), with those registers as in-out operands: their values are then
/// computed before it, where the backend would otherwise schedule the
/// conversions that make them between the wgmmas and ptxas would insert a
/// fence before each (its C7519 note). The GPU simulator recognises it by
/// this text.
inline constexpr llvm::StringLiteral kWgmmaFenceAsm =
    "wgmma.fence.sync.aligned;";

/// A wgmma whose operand A is in registers, which the lowering writes as
/// inline PTX (the NVVM op reads A from shared memory only): m64nNk16 into
/// f32, f16 or bf16 operands, B from shared memory through its descriptor,
/// N-major where `transB`. The operands are the N / 2 accumulator registers
/// (in-out), A's four registers (two elements each) and B's descriptor.
struct WgmmaRegisterAForm {
  int64_t n = 0;
  bool bf16 = false;
  bool transB = false;
  /// scale-d: false makes D = A B, ignoring the accumulator registers in
  /// (a product onto zeros need not put zeros in them).
  bool scaleD = true;
};
/// The inline PTX of `form`.
std::string printWgmmaRegisterA(const WgmmaRegisterAForm &form);
/// The form whose inline PTX `text` is, if it is one: how the GPU
/// simulator recognises the lowering's register-A wgmmas.
std::optional<WgmmaRegisterAForm> parseWgmmaRegisterA(llvm::StringRef text);

/// Lowers every nv_tileaa kernel nested in `module` to an llvm.func marked
/// nvvm.kernel and flattens the result into `module`. Reports located errors
/// for ops it cannot lower.
LogicalResult lowerTileAAToLLVM(ModuleOp module,
                                const TileAAToLLVMOptions &options);

#define GEN_PASS_DECL
#include "tileir/Conversion/TileAAToLLVM/Passes.h.inc"

#define GEN_PASS_REGISTRATION
#include "tileir/Conversion/TileAAToLLVM/Passes.h.inc"

} // namespace tileir
} // namespace mlir

#endif // TILEIR_CONVERSION_TILEAATOLLVM_TILEAATOLLVM_H
