//===- NumericConversions.h - Exact element format conversions -*- C++ -*-===//
//
// Bit-exact conversions between the storage formats of Tile IR elements and
// double, following the Type System chapter's conversion table: IEEE and
// IEEE-like targets (f16, bf16, tf32, f32, f64) round and may overflow to
// Inf; f8E4M3FN and f8E5M2 saturate to +-MAX_NORM; NaN becomes +MAX_NORM for
// f8E4M3FN. Every float format fits exactly in a double, so double is the
// interpreter's common computation type for floats.
//
//===----------------------------------------------------------------------===//

#ifndef TILEIR_RUNTIME_NUMERICCONVERSIONS_H
#define TILEIR_RUNTIME_NUMERICCONVERSIONS_H

#include "tileir/Dialect/CudaTile/IR/RoundingDirection.h"

#include "mlir/IR/Types.h"

#include <cstdint>
#include <optional>

namespace mlir::tileir::runtime {

/// Every element format the executor stores. I1, I4 and F4E2M1FN occupy one
/// byte each inside a tile value; I4 and F4E2M1FN pack two per byte only in
/// memory.
enum class ElemKind : uint8_t {
  I1,
  I4,
  I8,
  I16,
  I32,
  I64,
  F16,
  BF16,
  TF32,
  F32,
  F64,
  F8E4M3FN,
  F8E5M2,
  F8E8M0FNU,
  F4E2M1FN,
  /// 13.4's unsigned scale format (a cuda_tile type, not a builtin float):
  /// converted by our own code, as LLVM has no semantics for it.
  F8E5M3FNU,
  Ptr,
};

/// The rounding directions of ftof/itof (and of the rounded arithmetic ops).
using Rounding = cuda_tile::RoundingDirection;

std::optional<ElemKind> getElemKind(Type type);
bool isFloatKind(ElemKind kind);
bool isIntKind(ElemKind kind);
/// Bit width of the integer formats (i1 -> 1, i4 -> 4, ...), and of the
/// float formats' storage.
unsigned getBitWidth(ElemKind kind);
/// Bytes one element occupies inside a tile value (sub-byte kinds take one).
unsigned getSlotBytes(ElemKind kind);
const char *getKindName(ElemKind kind);

/// Decodes the storage bits of a float format into a double (exact).
double decodeFloat(uint64_t bits, ElemKind kind);
/// Rounds `value` to the float format `kind` and returns its storage bits,
/// with the saturation rules of the conversion table. tf32 is stored as an
/// f32 bit pattern whose 13 low mantissa bits are zero. f8E5M3FNU (no sign,
/// no Inf, NaN only 0xFF) follows the rules of the other formats without
/// Inf where it can: numbers above its largest (114688) and +Inf saturate
/// to it; -0 becomes +0; NaN and negative numbers, which it cannot hold,
/// become its NaN (as f8E8M0FNU's do).
uint64_t encodeFloat(double value, ElemKind kind,
                     Rounding rounding = Rounding::NearestEven);

/// x * y + z for operands of a format whose products are exact in double
/// (f16, bf16, tf32 and the f8 formats), as a double that `encodeFloat`
/// rounds at nearest to that format correctly, once: the double fma's
/// rounding error, recovered exactly by TwoSum, turns its result into the
/// exact value rounded to odd. (A plain double fma rounded again can land
/// on a midpoint of the format and break the tie the wrong way.)
double fmaForNarrowFormat(double x, double y, double z);

/// Fast exact paths used by the hot loops; tested against encodeFloat.
float halfToFloat(uint16_t bits);
uint16_t floatToHalf(float value);
float bf16ToFloat(uint16_t bits);
uint16_t floatToBF16(float value);
/// A number (not NaN) rounded to tf32 at nearest even, as f32 bits.
uint32_t floatToTF32(float value);

/// Float to integer conversion (ftoi): rounds per `rounding` and saturates to
/// the integer range (infinities included); NaN gives 0. This is what 13.4's
/// `saturating` flag asks for, following PTX cvt; plain ftoi converts the
/// same way here (PTX float-to-integer cvt clamps without `.sat` too). The
/// interpreter, the compiled CPU path (tileir_cpu_convert) and gpu-sim's
/// twins of the cvt intrinsics all call this.
int64_t floatToInt(double value, unsigned bitWidth, bool isSigned,
                   Rounding rounding);

/// Integer to float conversion (itof): the storage bits in the float format
/// `kind` of `value` (read as signed or unsigned), rounded once per
/// `rounding`.
uint64_t encodeInt(int64_t value, bool isSigned, ElemKind kind,
                   Rounding rounding);

/// Sign- or zero-extends the low `bitWidth` bits of `bits`.
inline int64_t extendInt(uint64_t bits, unsigned bitWidth, bool isSigned) {
  if (bitWidth >= 64)
    return static_cast<int64_t>(bits);
  uint64_t mask = (uint64_t(1) << bitWidth) - 1;
  bits &= mask;
  if (isSigned && (bits >> (bitWidth - 1)) & 1)
    bits |= ~mask;
  return static_cast<int64_t>(bits);
}

/// Packs 4-bit values two per byte, element 2i in bits 3..0 and 2i+1 in bits
/// 7..4 (the Type System chapter's little-endian nibble order).
void packNibbles(const uint8_t *values, int64_t count, uint8_t *packed);
void unpackNibbles(const uint8_t *packed, int64_t count, uint8_t *values);

} // namespace mlir::tileir::runtime

#endif // TILEIR_RUNTIME_NUMERICCONVERSIONS_H
