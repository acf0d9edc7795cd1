//===- FloatConversions.h - Float formats without an LLVM type --*- C++ -*-===//
//
// The GPU holds f8E4M3FN, f8E5M2, f8E8M0FNU and f4E2M1FN as i8 bit patterns
// and tf32 as f32, and PTX converts to them only on some targets and in some
// rounding modes, so conversions are emitted as integer arithmetic on the
// f32 bit pattern, except where a target's cvt gives the same bits
// (emitTargetTruncateFromF32). The same code rounds f32 to f16/bf16 in the
// directed modes. Every conversion is exact to the spec's table, as the
// interpreter (lib/Runtime/NumericConversions.cpp) implements it.
//
// The builders take only an OpBuilder so that a unit test can JIT them on the
// host and compare them with the interpreter bit for bit.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_LIB_CONVERSION_TILEAATOLLVM_FLOATCONVERSIONS_H
#define TILEIR_LIB_CONVERSION_TILEAATOLLVM_FLOATCONVERSIONS_H

#include "mlir/IR/Builders.h"

#include "tileir/Dialect/CudaTile/IR/RoundingDirection.h"

namespace mlir::tileir::tilegpu {

using Rounding = cuda_tile::RoundingDirection;
using cuda_tile::toRounding;
/// The PTX rounding suffix of `r` (rn, rz, rm, rp), as the NVVM intrinsics
/// name it.
llvm::StringRef roundingSuffix(Rounding r);

/// Calls the LLVM intrinsic `name` (e.g. llvm.nvvm.add.rz.f).
Value callIntrinsic(OpBuilder &b, Location loc, llvm::StringRef name,
                    Type result, ValueRange args);

/// True for the element types no LLVM float type holds (f8, f4, tf32).
bool isEmulatedFloat(Type type);

/// The f32 value of an element of `type` (f16, bf16, tf32, f32 or an
/// emulated format) held in its storage type. Exact.
Value emitExtendToF32(OpBuilder &b, Location loc, Value storage, Type type);

/// Rounds the f32 `value` to `type` (f16, bf16, tf32 or an emulated
/// format) and returns it in its storage type. `sticky` (i1, or null for
/// false) says the exact value is slightly larger in magnitude than `value`,
/// which is then its round-toward-zero: wider sources round once through it.
/// Overflow and NaN follow the conversion table: f8E4M3FN, f8E5M2 and
/// f4E2M1FN saturate to +-max (NaN to +max, or to NaN for f8E5M2);
/// f8E8M0FNU maps everything that is not a positive finite number to NaN.
Value emitTruncateFromF32(OpBuilder &b, Location loc, Value value, Value sticky,
                          Type type, Rounding rounding);

/// What a rounded value is for: a tile element, whose every bit the kernel
/// may see, or a tensor-core operand, of which the tensor cores read the
/// upper 19 bits of a tf32 container and of which any NaN makes the
/// product's NaN (so neither a NaN's payload nor the low 13 bits matter).
enum class RoundedUse { Element, ProductOperand };

/// emitTruncateFromF32 without a sticky bit, by one PTX cvt where
/// `computeCapability`'s has one that gives the same bits:
/// - f8E4M3FN and f8E5M2 to nearest even from sm_89
///   (cvt.rn.satfinite.<f8>x2.f32, whose saturation is the table's; its NaN
///   is replaced by the table's). The integer rounding took about 40
///   instructions an element, which weighed on f8 GEMM epilogues.
/// - tf32 to nearest even from sm_90 (cvt.rn.tf32.f32, PTX 7.8). An element
///   gets the interpreter's NaN and the low 13 bits cleared; a product
///   operand takes the cvt alone: one instruction where the integer rounding
///   takes nine, for every operand element a tf32 GEMM reads.
Value emitTargetTruncateFromF32(OpBuilder &b, Location loc, Value value,
                                Type type, Rounding rounding,
                                unsigned computeCapability,
                                RoundedUse use = RoundedUse::Element);

/// The two f8E4M3FN or f8E5M2 values in the low 16 bits of the i32 `bits`
/// (byte 0 first) as a vector<2xf16>, for mma.sync on targets without the
/// cvt from f8 (below sm_89), which multiply f8 products as f16 ones. Exact
/// (every f8 value is an f16 one); NaN stays NaN. A handful of integer
/// operations and one f16x2 multiply for both values, where
/// emitExtendToF32 takes about ten for each.
Value emitExtendF8x2ToF16x2(OpBuilder &b, Location loc, Value bits, Type type);

} // namespace mlir::tileir::tilegpu

#endif // TILEIR_LIB_CONVERSION_TILEAATOLLVM_FLOATCONVERSIONS_H
