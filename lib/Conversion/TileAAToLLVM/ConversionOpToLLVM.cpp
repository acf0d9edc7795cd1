//===- ConversionOpToLLVM.cpp - Constants, casts and conversions ----------===//
//
// Conversions round once, as the interpreter's do. Where no single LLVM or
// NVVM operation does that, the value goes through f32 by round-to-odd
// (truncate toward zero and remember, as a sticky bit, whether anything was
// lost), which keeps the final rounding exact: f32 has more than two extra
// bits over every narrower target. The narrow formats themselves are
// written by FloatConversions.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseLowering.h"
#include "FloatConversions.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

static Type resultElementType(Operation *op) {
  return getElementTypeOrSelf(op->getResult(0).getType());
}

static Type operandElementType(Operation *op) {
  return getElementTypeOrSelf(op->getOperand(0).getType());
}

static Rounding roundingOf(Operation *op) {
  auto attr = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode");
  return attr ? toRounding(attr.getValue()) : Rounding::NearestEven;
}

//===----------------------------------------------------------------------===//
// Constants
//===----------------------------------------------------------------------===//

/// The attribute of `a` in its storage type: f8/f4 as i8 bit patterns, tf32
/// as the f32 of the same value, index as i64.
static TypedAttr storageAttr(KernelEmitter &em, Attribute a, Type storage) {
  Builder &b = em.b;
  if (auto f = dyn_cast<FloatAttr>(a)) {
    if (f.getType() == storage)
      return f;
    llvm::APFloat v = f.getValue();
    if (isa<FloatType>(storage)) {
      bool lost;
      v.convert(cast<FloatType>(storage).getFloatSemantics(),
                llvm::RoundingMode::NearestTiesToEven, &lost);
      return b.getFloatAttr(storage, v);
    }
    llvm::APInt bits = v.bitcastToAPInt();
    return b.getIntegerAttr(storage,
                            bits.zextOrTrunc(storage.getIntOrFloatBitWidth()));
  }
  auto i = cast<IntegerAttr>(a);
  if (i.getType() == storage)
    return i;
  return b.getIntegerAttr(
      storage, i.getValue().sextOrTrunc(storage.getIntOrFloatBitWidth()));
}

static LogicalResult lowerConstant(arith::ConstantOp op, KernelEmitter &em) {
  Type type = op.getType();
  Type storage = em.storageType(getElementTypeOrSelf(type));
  auto scalarAttr = [&](Attribute a) -> Value {
    return LLVM::ConstantOp::create(em.b, em.loc, storage,
                                    storageAttr(em, a, storage));
  };
  if (!isa<RankedTensorType>(type)) {
    em.set(op.getResult(), {scalarAttr(op.getValue())});
    return success();
  }
  auto dense = dyn_cast<DenseElementsAttr>(op.getValue());
  if (!dense)
    return op.emitOpError("only dense tensor constants are supported");
  int64_t n = em.numElements(type);
  Parts out;
  if (dense.isSplat()) {
    Value v = scalarAttr(dense.getSplatValue<Attribute>());
    out.assign(em.slotsFor(type), v);
  } else {
    // Each slot holds a different element: select it from a constant table
    // indexed by the element index.
    auto values = llvm::to_vector(dense.getValues<Attribute>());
    for (int64_t k = 0, e = em.slotsFor(type); k < e; ++k) {
      Value idx = em.elementIndex(type, k);
      Value v = scalarAttr(values[0]);
      for (int64_t i = 1; i < n; ++i) {
        Value is = LLVM::ICmpOp::create(em.b, em.loc, LLVM::ICmpPredicate::eq,
                                        idx, em.i32Const(i));
        v = LLVM::SelectOp::create(em.b, em.loc, is, scalarAttr(values[i]), v);
      }
      out.push_back(v);
    }
  }
  em.set(op.getResult(), out);
  return success();
}

//===----------------------------------------------------------------------===//
// Integer casts
//===----------------------------------------------------------------------===//

/// Resizes an integer; a signed i1 extends to -1, as two's complement says
/// and the interpreter does.
static Value castInt(KernelEmitter &em, Value v, Type to, bool isSigned) {
  unsigned from = v.getType().getIntOrFloatBitWidth();
  unsigned width = to.getIntOrFloatBitWidth();
  if (from == width)
    return v;
  if (from > width)
    return LLVM::TruncOp::create(em.b, em.loc, to, v);
  if (isSigned)
    return LLVM::SExtOp::create(em.b, em.loc, to, v);
  return LLVM::ZExtOp::create(em.b, em.loc, to, v);
}

//===----------------------------------------------------------------------===//
// Float conversions
//===----------------------------------------------------------------------===//

/// f64 -> f32 toward zero, with the sticky bit that makes the pair an exact
/// stand-in for the f64 when rounding further.
static std::pair<Value, Value> roundToOddF32(KernelEmitter &em, Value x) {
  OpBuilder &b = em.b;
  Value t = callIntrinsic(b, em.loc, "llvm.nvvm.d2f.rz", b.getF32Type(), x);
  Value back = LLVM::FPExtOp::create(b, em.loc, b.getF64Type(), t);
  Value sticky =
      LLVM::FCmpOp::create(b, em.loc, LLVM::FCmpPredicate::one, back, x);
  return {t, sticky};
}

static Value convertFloat(KernelEmitter &em, Value x, Type from, Type to,
                          Rounding r) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  if (from == to)
    return x;
  if (to.isF64())
    return LLVM::FPExtOp::create(
        b, loc, to, from.isF64() ? x : emitExtendToF32(b, loc, x, from));
  if (from.isF64()) {
    if (to.isF32()) {
      if (r == Rounding::NearestEven)
        return LLVM::FPTruncOp::create(b, loc, to, x);
      return callIntrinsic(b, loc, ("llvm.nvvm.d2f." + roundingSuffix(r)).str(),
                           to, x);
    }
    if (to.isF16() && r == Rounding::NearestEven)
      return LLVM::FPTruncOp::create(b, loc, to, x); // cvt.rn.f16.f64
    auto [t, sticky] = roundToOddF32(em, x);
    return emitTruncateFromF32(b, loc, t, sticky, to, r);
  }
  Value x32 = emitExtendToF32(b, loc, x, from);
  if (to.isF32())
    return x32;
  if ((to.isF16() || to.isBF16()) && r == Rounding::NearestEven)
    return LLVM::FPTruncOp::create(b, loc, to, x32);
  return emitTargetTruncateFromF32(b, loc, x32, to, r,
                                   em.target.computeCapability);
}

static Value lowerFToF(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  return convertFloat(em, a[0], operandElementType(op), resultElementType(op),
                      roundingOf(op));
}

/// ftoi: rounds per the mode (toward zero by default), then saturates to
/// the integer range with NaN giving 0, as llvm.fpto[su]i.sat does.
///
/// With 13.4's `saturating` flag and a 32- or 64-bit result, one PTX cvt
/// (cvt.rzi.s32.f32 and kin, through the llvm.nvvm.[fd]2[u]{i,ll}.<mode>
/// intrinsics) does the whole conversion: the PTX ISA defines
/// float-to-integer cvt to clamp to the destination range (so `.sat` is
/// redundant there, and the intrinsics do not spell it) and to give 0 for
/// NaN, which is the rule `saturating` asks for. llvm.fpto[su]i.sat would
/// compare and select around the cvt instead. Narrower results keep that
/// path: NVVM has no intrinsic for the 8- and 16-bit cvt forms.
static Value lowerFToI(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type from = operandElementType(op);
  Type to = em.storageType(resultElementType(op));
  Value x = a[0];
  if (!from.isF32() && !from.isF64())
    x = emitExtendToF32(b, loc, x, from);
  bool isSigned = !isa<aa::FToIOp>(op) || isSignedOp(op);
  unsigned width = to.getIntOrFloatBitWidth();
  if (op->hasAttr("saturating") && (width == 32 || width == 64)) {
    std::string name =
        (llvm::Twine("llvm.nvvm.") + (x.getType().isF64() ? "d2" : "f2") +
         (isSigned ? "" : "u") + (width == 32 ? "i." : "ll.") +
         roundingSuffix(roundingOf(op)))
            .str();
    return callIntrinsic(b, loc, name, to, x);
  }
  switch (roundingOf(op)) {
  case Rounding::Zero:
    break;
  case Rounding::NearestEven:
    x = LLVM::RoundEvenOp::create(b, loc, x);
    break;
  case Rounding::NegativeInf:
    x = LLVM::FFloorOp::create(b, loc, x);
    break;
  case Rounding::PositiveInf:
    x = LLVM::FCeilOp::create(b, loc, x);
    break;
  }
  return callIntrinsic(b, loc, isSigned ? "llvm.fptosi.sat" : "llvm.fptoui.sat",
                       to, x);
}

/// itof. Nearest-even conversions to f16, f32 and f64 are single PTX cvt
/// instructions; the directed ones to f32/f64 have NVVM intrinsics; the
/// rest round through f32 by round-to-odd.
static Value convertIntToFloat(KernelEmitter &em, Value x, bool isSigned,
                               Type to, Rounding r) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type f32 = b.getF32Type();
  unsigned width = x.getType().getIntOrFloatBitWidth();
  auto plain = [&](Type type) -> Value {
    if (isSigned)
      return LLVM::SIToFPOp::create(b, loc, type, x);
    return LLVM::UIToFPOp::create(b, loc, type, x);
  };
  if (r == Rounding::NearestEven && (to.isF16() || to.isF32() || to.isF64()))
    return plain(to);
  // Up to 24 bits every integer is an f32, up to 53 an f64.
  if (to.isF64() && width <= 32)
    return plain(to);
  std::string prefix = isSigned ? "" : "u";
  if (to.isF64())
    return callIntrinsic(
        b, loc,
        (llvm::Twine("llvm.nvvm.") + prefix + "ll2d." + roundingSuffix(r))
            .str(),
        to, x);
  if (width <= 24) {
    Value exact = plain(f32);
    if (to.isF32())
      return exact;
    return emitTargetTruncateFromF32(b, loc, exact, to, r,
                                     em.target.computeCapability);
  }
  Type wide = b.getIntegerType(width <= 32 ? 32 : 64);
  Value w = castInt(em, x, wide, isSigned);
  std::string base = width <= 32 ? "i2f." : "ll2f.";
  if (to.isF32())
    return callIntrinsic(
        b, loc,
        (llvm::Twine("llvm.nvvm.") + prefix + base + roundingSuffix(r)).str(),
        to, w);
  Value t = callIntrinsic(
      b, loc, (llvm::Twine("llvm.nvvm.") + prefix + base + "rz").str(), f32, w);
  // Toward zero, |t| <= |x|, so converting back is exact.
  Value back = isSigned ? LLVM::FPToSIOp::create(b, loc, wide, t).getResult()
                        : LLVM::FPToUIOp::create(b, loc, wide, t).getResult();
  Value sticky = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, back, w);
  return emitTruncateFromF32(b, loc, t, sticky, to, r);
}

static Value lowerIToF(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  bool isSigned =
      isa<arith::SIToFPOp>(op) || (isa<aa::IToFOp>(op) && isSignedOp(op));
  return convertIntToFloat(em, a[0], isSigned, resultElementType(op),
                           roundingOf(op));
}

//===----------------------------------------------------------------------===//
// Bit casts
//===----------------------------------------------------------------------===//

/// Reinterprets storage bits; f4 (i8 storage) and i4 meet by resizing.
static Value castBits(KernelEmitter &em, Value v, Type to) {
  OpBuilder &b = em.b;
  Type from = v.getType();
  if (from == to)
    return v;
  bool fromPtr = isa<LLVM::LLVMPointerType>(from);
  bool toPtr = isa<LLVM::LLVMPointerType>(to);
  if (fromPtr && toPtr)
    return LLVM::AddrSpaceCastOp::create(b, em.loc, to, v);
  if (fromPtr)
    return castBits(em, LLVM::PtrToIntOp::create(b, em.loc, b.getI64Type(), v),
                    to);
  if (toPtr) {
    Type i64 = b.getI64Type();
    return LLVM::IntToPtrOp::create(b, em.loc, to, castBits(em, v, i64));
  }
  unsigned fromBits = from.getIntOrFloatBitWidth();
  unsigned toBits = to.getIntOrFloatBitWidth();
  if (fromBits == toBits)
    return LLVM::BitcastOp::create(b, em.loc, to, v);
  Value i =
      isa<IntegerType>(from)
          ? v
          : LLVM::BitcastOp::create(b, em.loc, b.getIntegerType(fromBits), v)
                .getResult();
  Value resized = castInt(em, i, b.getIntegerType(toBits), /*isSigned=*/false);
  if (isa<IntegerType>(to))
    return resized;
  return LLVM::BitcastOp::create(b, em.loc, to, resized);
}

static Value lowerBitcast(KernelEmitter &em, Operation *op,
                          llvm::ArrayRef<Value> a) {
  return castBits(em, a[0], em.storageType(resultElementType(op)));
}

/// A pointer made from an integer points into global memory, the only
/// memory of Tile IR's abstract machine: it is made in the global address
/// space and cast to the generic one, so that NVPTX's address-space
/// inference gives its accesses ld/st.global (what it does for the kernel's
/// pointer arguments) instead of generic ones (the arrays of a list, whose
/// pointers a kernel reads from the list's table).
static Value lowerIntToPtr(KernelEmitter &em, Operation *op,
                           llvm::ArrayRef<Value> a) {
  auto to = cast<LLVM::LLVMPointerType>(em.storageType(resultElementType(op)));
  if (to.getAddressSpace() != 0)
    return castBits(em, a[0], to);
  auto global = LLVM::LLVMPointerType::get(em.b.getContext(), 1);
  Value inGlobal = castBits(em, a[0], global);
  return LLVM::AddrSpaceCastOp::create(em.b, em.loc, to, inGlobal);
}

//===----------------------------------------------------------------------===//
// pack / unpack
//===----------------------------------------------------------------------===//

static bool isNibbleType(Type t) { return t.getIntOrFloatBitWidth() == 4; }

/// Bytes one element of `elem` occupies in a tile's memory image.
static int64_t imageBytes(Type elem) {
  unsigned bits = elem.getIntOrFloatBitWidth();
  return bits < 8 ? 1 : bits / 8;
}

/// pack: byte j of the result is byte j % w of element j / w (w bytes an
/// element), or for 4-bit elements elements 2j (low nibble) and 2j + 1.
/// Bytes past the image are 0.
static LogicalResult lowerPack(aa::PackOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type elem = getElementTypeOrSelf(op.getSource().getType());
  const Parts &src = em.get(op.getSource());
  int64_t srcN = em.numElements(op.getSource().getType());
  int64_t dstN = em.numElements(op.getResult().getType());
  Type i8 = b.getI8Type();
  int64_t dstSlots = em.slotsFor(dstN);
  auto clampIndex = [&](Value e, int64_t limit) {
    return LLVM::UMinOp::create(b, loc, e, em.i32Const(limit - 1)).getResult();
  };
  auto byteIndex = [&](int64_t k) { return em.elementIndex(dstN, k); };

  Parts out(dstSlots);
  if (isNibbleType(elem)) {
    // Low and high nibbles of each byte come from elements 2j and 2j + 1.
    Parts low = em.gather(src, srcN, dstN, [&](Value j) {
      return clampIndex(LLVM::ShlOp::create(b, loc, j, em.i32Const(1)), srcN);
    });
    Parts high = em.gather(src, srcN, dstN, [&](Value j) {
      Value i = LLVM::OrOp::create(
          b, loc, LLVM::ShlOp::create(b, loc, j, em.i32Const(1)),
          em.i32Const(1));
      return clampIndex(i, srcN);
    });
    for (int64_t k = 0; k < dstSlots; ++k) {
      Value j = byteIndex(k);
      Value lo = castInt(em, low[k], i8, false);
      Value hi = castInt(em, high[k], i8, false);
      lo = LLVM::AndOp::create(b, loc, lo, em.intConst(i8, 0xF));
      hi = LLVM::ShlOp::create(
          b, loc, LLVM::AndOp::create(b, loc, hi, em.intConst(i8, 0xF)),
          em.intConst(i8, 4));
      Value twoJ = LLVM::ShlOp::create(b, loc, j, em.i32Const(1));
      Value hasLow = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult,
                                          twoJ, em.i32Const(srcN));
      Value hasHigh = LLVM::ICmpOp::create(
          b, loc, LLVM::ICmpPredicate::ult,
          LLVM::AddOp::create(b, loc, twoJ, em.i32Const(1)), em.i32Const(srcN));
      Value zero = em.intConst(i8, 0);
      lo = LLVM::SelectOp::create(b, loc, hasLow, lo, zero);
      hi = LLVM::SelectOp::create(b, loc, hasHigh, hi, zero);
      out[k] = LLVM::OrOp::create(b, loc, lo, hi);
    }
    em.set(op.getResult(), out);
    return success();
  }

  int64_t w = imageBytes(elem);
  Parts whole = em.gather(src, srcN, dstN, [&](Value j) {
    Value i = w == 1
                  ? j
                  : LLVM::UDivOp::create(b, loc, j, em.i32Const(w)).getResult();
    return clampIndex(i, srcN);
  });
  Type storage = em.storageType(elem);
  for (int64_t k = 0; k < dstSlots; ++k) {
    Value j = byteIndex(k);
    Value bits = castBits(em, whole[k],
                          b.getIntegerType(storage.getIntOrFloatBitWidth()));
    if (storage.isInteger(1))
      bits = LLVM::ZExtOp::create(b, loc, i8, bits);
    Value byte = bits;
    if (w > 1) {
      Type it = bits.getType();
      Value shift = LLVM::MulOp::create(
          b, loc, LLVM::URemOp::create(b, loc, j, em.i32Const(w)),
          em.i32Const(8));
      byte = LLVM::LShrOp::create(b, loc, bits, castInt(em, shift, it, false));
      byte = LLVM::TruncOp::create(b, loc, i8, byte);
    }
    Value inImage = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, j,
                                         em.i32Const(srcN * w));
    out[k] = LLVM::SelectOp::create(b, loc, inImage, byte, em.intConst(i8, 0));
  }
  em.set(op.getResult(), out);
  return success();
}

/// unpack: element i is bytes [i * w, i * w + w) little-endian, or the
/// nibble i % 2 of byte i / 2. Bytes past the image read as 0.
static LogicalResult lowerUnpack(aa::UnpackOp op, KernelEmitter &em) {
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Type elem = getElementTypeOrSelf(op.getResult().getType());
  Type storage = em.storageType(elem);
  const Parts &src = em.get(op.getSource());
  int64_t srcN = em.numElements(op.getSource().getType());
  int64_t dstN = em.numElements(op.getResult().getType());
  int64_t dstSlots = em.slotsFor(dstN);
  Type i8 = b.getI8Type();
  auto clampIndex = [&](Value e) {
    return LLVM::UMinOp::create(b, loc, e, em.i32Const(srcN - 1)).getResult();
  };

  Parts out(dstSlots);
  if (isNibbleType(elem)) {
    Parts bytes = em.gather(src, srcN, dstN, [&](Value i) {
      return clampIndex(LLVM::LShrOp::create(b, loc, i, em.i32Const(1)));
    });
    for (int64_t k = 0; k < dstSlots; ++k) {
      Value i = em.elementIndex(dstN, k);
      Value odd = castInt(em, LLVM::AndOp::create(b, loc, i, em.i32Const(1)),
                          i8, false);
      Value nibble = LLVM::AndOp::create(
          b, loc,
          LLVM::LShrOp::create(
              b, loc, bytes[k],
              LLVM::ShlOp::create(b, loc, odd, em.intConst(i8, 2))),
          em.intConst(i8, 0xF));
      Value inImage = LLVM::ICmpOp::create(
          b, loc, LLVM::ICmpPredicate::ult,
          LLVM::LShrOp::create(b, loc, i, em.i32Const(1)), em.i32Const(srcN));
      nibble =
          LLVM::SelectOp::create(b, loc, inImage, nibble, em.intConst(i8, 0));
      out[k] = castBits(em, nibble, storage);
    }
    em.set(op.getResult(), out);
    return success();
  }

  int64_t w = imageBytes(elem);
  Type it = b.getIntegerType(8 * w);
  llvm::SmallVector<Parts> byteParts;
  for (int64_t byte = 0; byte < w; ++byte)
    byteParts.push_back(em.gather(src, srcN, dstN, [&](Value i) {
      Value j = LLVM::AddOp::create(
          b, loc, LLVM::MulOp::create(b, loc, i, em.i32Const(w)),
          em.i32Const(byte));
      return clampIndex(j);
    }));
  for (int64_t k = 0; k < dstSlots; ++k) {
    Value i = em.elementIndex(dstN, k);
    Value bits = em.intConst(it, 0);
    for (int64_t byte = 0; byte < w; ++byte) {
      // Bytes past the image are 0 (an element may straddle its end).
      Value j = LLVM::AddOp::create(
          b, loc, LLVM::MulOp::create(b, loc, i, em.i32Const(w)),
          em.i32Const(byte));
      Value inImage = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ult, j,
                                           em.i32Const(srcN));
      Value part = LLVM::SelectOp::create(b, loc, inImage, byteParts[byte][k],
                                          em.intConst(i8, 0));
      part = castInt(em, part, it, false);
      if (byte)
        part = LLVM::ShlOp::create(b, loc, part, em.intConst(it, 8 * byte));
      bits = LLVM::OrOp::create(b, loc, bits, part);
    }
    if (storage.isInteger(1))
      out[k] = LLVM::ICmpOp::create(b, loc, LLVM::ICmpPredicate::ne, bits,
                                    em.intConst(it, 0));
    else
      out[k] = castBits(em, bits, storage);
  }
  em.set(op.getResult(), out);
  return success();
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void mlir::tileir::tilegpu::registerConversionLowerings(LoweringTable &t) {
  auto slotwise = [&t](llvm::StringRef name, ScalarFn fn) {
    t.add(name, [fn](Operation *op, KernelEmitter &em) {
      return lowerSlotwise(op, em, fn);
    });
  };
  t.add<arith::ConstantOp>(lowerConstant);
  slotwise(aa::ExtIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             return castInt(em, a[0], em.storageType(resultElementType(op)),
                            isSignedOp(op));
           });
  slotwise(aa::TruncIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             return castInt(em, a[0], em.storageType(resultElementType(op)),
                            false);
           });
  slotwise(aa::FToFOp::getOperationName(), lowerFToF);
  slotwise(aa::FToIOp::getOperationName(), lowerFToI);
  slotwise(aa::IToFOp::getOperationName(), lowerIToF);
  slotwise(arith::SIToFPOp::getOperationName(), lowerIToF);
  slotwise(arith::UIToFPOp::getOperationName(), lowerIToF);
  slotwise(aa::BitcastOp::getOperationName(), lowerBitcast);
  slotwise(aa::IntToPtrOp::getOperationName(), lowerIntToPtr);
  slotwise(aa::PtrToIntOp::getOperationName(), lowerBitcast);
  t.add<aa::PackOp>(lowerPack);
  t.add<aa::UnpackOp>(lowerUnpack);
}
