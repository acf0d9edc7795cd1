//===- HostJIT.h - Rules shared by the host JITs ----------------*- C++ -*-===//
//
// Both JITs that run kernels on the host (the compiled CPU path and the GPU
// simulator) must round like the targets they stand for; this is where the
// code generation settings that decides that are kept, once.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_RUNTIME_HOSTJIT_H
#define TILEIR_LIB_RUNTIME_HOSTJIT_H

#include "llvm/Support/Error.h"

#include <functional>

namespace llvm {
class Module;
} // namespace llvm

namespace mlir::tileir::runtime {

using ModuleTransformer = std::function<llvm::Error(llvm::Module *)>;

/// `optimize`, run after every function defined in the module is marked to
/// be compiled without x86's bf16 conversion instructions (AVX512-BF16,
/// AVX-NE-CONVERT): they flush subnormal results to zero, where Tile IR's
/// conversions (the interpreter's and the GPU's cvt.rn.bf16.f32) keep them.
/// Without them LLVM rounds to bf16 in software, exactly.
ModuleTransformer withExactBF16Conversions(ModuleTransformer optimize);

} // namespace mlir::tileir::runtime

#endif // TILEIR_LIB_RUNTIME_HOSTJIT_H
