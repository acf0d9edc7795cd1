//===- ElementwiseOpToLLVM.cpp - Elementwise integer and float math -------===//
//
// An elementwise op keeps the layout: slot k of the result is computed from
// slot k of each operand, so each lowering here is a scalar builder applied
// slot by slot. Transcendentals call libdevice (__nv_*), linked in when the
// module is compiled to PTX. Results match the interpreter (lib/Runtime):
// LLVM's undefined cases (oversized shifts, INT_MIN / -1, fptosi overflow)
// get the interpreter's defined values, and the rounding modes other than
// nearest-even use the NVVM intrinsics that carry them.
//
//===----------------------------------------------------------------------===//

#include "ElementwiseLowering.h"
#include "FloatConversions.h"

#include "tileir/Dialect/TileAA/IR/ComparisonPredicates.h"
#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

LogicalResult mlir::tileir::tilegpu::lowerSlotwise(Operation *op,
                                                   KernelEmitter &em,
                                                   const ScalarFn &fn) {
  llvm::SmallVector<Parts> operands;
  for (Value v : op->getOperands())
    operands.push_back(em.get(v));
  size_t slots = em.partTypes(op->getResult(0).getType()).size();
  Parts out;
  for (size_t k = 0; k < slots; ++k) {
    llvm::SmallVector<Value> args;
    for (const Parts &p : operands)
      args.push_back(p[k]);
    Value v = fn(em, op, args);
    if (!v)
      return failure();
    out.push_back(v);
  }
  em.set(op->getResult(0), out);
  return success();
}

bool mlir::tileir::tilegpu::isSignedOp(Operation *op) {
  auto attr = op->getAttrOfType<ct::SignednessAttr>("signedness");
  return !attr || attr.getValue() == ct::Signedness::Signed;
}

template <typename LLVMOp> static ScalarFn binary() {
  return [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) -> Value {
    return LLVMOp::create(em.b, em.loc, a[0], a[1]);
  };
}

template <typename LLVMOp> static ScalarFn unary() {
  return [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) -> Value {
    return LLVMOp::create(em.b, em.loc, a[0]);
  };
}

/// Picks the signed or the unsigned LLVM op by the op's signedness.
template <typename SignedOp, typename UnsignedOp> static ScalarFn bySign() {
  return
      [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) -> Value {
        if (isSignedOp(op))
          return SignedOp::create(em.b, em.loc, a[0], a[1]);
        return UnsignedOp::create(em.b, em.loc, a[0], a[1]);
      };
}

static Value icmp(KernelEmitter &em, LLVM::ICmpPredicate p, Value a, Value b) {
  return LLVM::ICmpOp::create(em.b, em.loc, p, a, b);
}

static Value select(KernelEmitter &em, Value c, Value a, Value b) {
  return LLVM::SelectOp::create(em.b, em.loc, c, a, b);
}

//===----------------------------------------------------------------------===//
// Integers
//===----------------------------------------------------------------------===//

/// shli: amounts of the bit width or more give 0 (LLVM: poison).
static Value lowerShL(KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
  Type t = a[0].getType();
  Value width = em.intConst(t, t.getIntOrFloatBitWidth());
  Value shifted = LLVM::ShlOp::create(em.b, em.loc, a[0], a[1]);
  return select(em, icmp(em, LLVM::ICmpPredicate::uge, a[1], width),
                em.intConst(t, 0), shifted);
}

/// shri: the amount is unsigned; the bit width or more shifts everything
/// out (sign fill for signed).
static Value lowerShR(KernelEmitter &em, Operation *op,
                      llvm::ArrayRef<Value> a) {
  Type t = a[0].getType();
  unsigned w = t.getIntOrFloatBitWidth();
  Value big = icmp(em, LLVM::ICmpPredicate::uge, a[1], em.intConst(t, w));
  Value amount = select(em, big, em.intConst(t, w - 1), a[1]);
  if (isSignedOp(op))
    return LLVM::AShrOp::create(em.b, em.loc, a[0], amount);
  Value shifted = LLVM::LShrOp::create(em.b, em.loc, a[0], amount);
  return select(em, big, em.intConst(t, 0), shifted);
}

/// divi: rounds toward zero, -inf or +inf; x / -1 wraps (LLVM: INT_MIN / -1
/// is undefined).
static Value lowerDivI(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  auto div = cast<aa::DivIOp>(op);
  Rounding r = toRounding(div.getRounding());
  Type t = a[0].getType();
  OpBuilder &b = em.b;
  Location loc = em.loc;
  Value zero = em.intConst(t, 0), one = em.intConst(t, 1);
  if (!isSignedOp(op)) {
    Value q = LLVM::UDivOp::create(b, loc, a[0], a[1]);
    if (r != Rounding::PositiveInf)
      return q;
    Value rem = LLVM::URemOp::create(b, loc, a[0], a[1]);
    Value inexact = icmp(em, LLVM::ICmpPredicate::ne, rem, zero);
    return LLVM::AddOp::create(b, loc, q,
                               LLVM::ZExtOp::create(b, loc, t, inexact));
  }
  // A signed i1 divisor is 0 or -1, and x / -1 is -x, which is x in i1.
  if (t.isInteger(1))
    return a[0];
  Value minusOne = icmp(em, LLVM::ICmpPredicate::eq, a[1], em.intConst(t, -1));
  Value divisor = select(em, minusOne, one, a[1]);
  Value q = LLVM::SDivOp::create(b, loc, a[0], divisor);
  if (r == Rounding::Zero || r == Rounding::NearestEven)
    return select(em, minusOne, LLVM::SubOp::create(b, loc, zero, a[0]), q);
  Value rem = LLVM::SRemOp::create(b, loc, a[0], divisor);
  Value inexact = icmp(em, LLVM::ICmpPredicate::ne, rem, zero);
  // The exact quotient is negative when remainder and divisor differ in
  // sign: truncation then rounded it up.
  Value signsDiffer = icmp(em, LLVM::ICmpPredicate::slt,
                           LLVM::XOrOp::create(b, loc, rem, a[1]), zero);
  Value adjust;
  if (r == Rounding::NegativeInf) {
    Value down = LLVM::AndOp::create(b, loc, inexact, signsDiffer);
    adjust =
        LLVM::SubOp::create(b, loc, q, LLVM::ZExtOp::create(b, loc, t, down));
  } else {
    Value up =
        LLVM::AndOp::create(b, loc, inexact,
                            LLVM::XOrOp::create(b, loc, signsDiffer,
                                                em.intConst(b.getI1Type(), 1)));
    adjust =
        LLVM::AddOp::create(b, loc, q, LLVM::ZExtOp::create(b, loc, t, up));
  }
  return select(em, minusOne, LLVM::SubOp::create(b, loc, zero, a[0]), adjust);
}

/// remi: x % -1 is 0 (LLVM: INT_MIN % -1 is undefined).
static Value lowerRemI(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  if (!isSignedOp(op))
    return LLVM::URemOp::create(em.b, em.loc, a[0], a[1]);
  Type t = a[0].getType();
  if (t.isInteger(1)) // The only nonzero divisor is -1.
    return em.intConst(t, 0);
  Value minusOne = icmp(em, LLVM::ICmpPredicate::eq, a[1], em.intConst(t, -1));
  Value divisor = select(em, minusOne, em.intConst(t, 1), a[1]);
  return LLVM::SRemOp::create(em.b, em.loc, a[0], divisor);
}

/// mulhii: the high half of the unsigned double-width product.
static Value lowerMulhiI(KernelEmitter &em, Operation *,
                         llvm::ArrayRef<Value> a) {
  Type t = a[0].getType();
  unsigned w = t.getIntOrFloatBitWidth();
  Type wide = em.b.getIntegerType(2 * w);
  Value x = LLVM::ZExtOp::create(em.b, em.loc, wide, a[0]);
  Value y = LLVM::ZExtOp::create(em.b, em.loc, wide, a[1]);
  Value p = LLVM::MulOp::create(em.b, em.loc, x, y);
  Value hi = LLVM::LShrOp::create(em.b, em.loc, p, em.intConst(wide, w));
  return LLVM::TruncOp::create(em.b, em.loc, t, hi);
}

//===----------------------------------------------------------------------===//
// Floats
//===----------------------------------------------------------------------===//

static bool hasUnit(Operation *op, llvm::StringRef name) {
  return bool(op->getAttr(name));
}

/// True when the op allows approximate functions (fastmath afn, which the
/// cuda_tile lowering also sets for rounding<approx>).
static bool allowsApprox(Operation *op) {
  if (auto fm = op->getAttrOfType<arith::FastMathFlagsAttr>("fastmath"))
    return arith::bitEnumContainsAny(fm.getValue(), arith::FastMathFlags::afn);
  return false;
}

/// libdevice name of a float function: __nv_<base>f for f32, __nv_<base>
/// for f64; f16/bf16 compute in f32. `fast` picks the __nv_fast_<base>f
/// approximation for f32 where libdevice has one.
static Value callLibdevice(KernelEmitter &em, llvm::StringRef base,
                           llvm::ArrayRef<Value> args, bool fast = false) {
  Type t = args[0].getType();
  OpBuilder &b = em.b;
  Type f32 = b.getF32Type();
  if (t.isF64())
    return em.callExternal(("__nv_" + base).str(), t, args);
  llvm::SmallVector<Value> wide;
  for (Value a : args)
    wide.push_back(t.isF32() ? a : LLVM::FPExtOp::create(b, em.loc, f32, a));
  static const llvm::StringRef fastOnes[] = {
      "exp", "exp10", "log", "log2", "log10", "sin", "cos", "tan", "pow"};
  bool useFast = fast && llvm::is_contained(fastOnes, base);
  std::string name = ((useFast ? "__nv_fast_" : "__nv_") + base + "f").str();
  Value r = em.callExternal(name, f32, wide);
  return t.isF32() ? r : LLVM::FPTruncOp::create(b, em.loc, t, r).getResult();
}

static ScalarFn libdevice(llvm::StringRef base) {
  std::string name = base.str();
  return [name](KernelEmitter &em, Operation *op,
                llvm::ArrayRef<Value> a) -> Value {
    return callLibdevice(em, name, a, allowsApprox(op));
  };
}

/// The f32 NVVM intrinsic `llvm.nvvm.<op>.<rnd>[.ftz].f` or the f64 one
/// `llvm.nvvm.<op>.<rnd>.d`.
static Value roundedIntrinsic(KernelEmitter &em, llvm::StringRef base,
                              Rounding r, bool ftz, llvm::ArrayRef<Value> a) {
  Type t = a[0].getType();
  std::string name = ("llvm.nvvm." + base + "." + roundingSuffix(r)).str();
  name += t.isF64() ? ".d" : ftz ? ".ftz.f" : ".f";
  return callIntrinsic(em.b, em.loc, name, t, a);
}

enum class RoundedKind { Add, Sub, Mul, Div, Fma, Sqrt };

/// The nearest-even op LLVM has for `kind`.
static Value plainRounded(KernelEmitter &em, RoundedKind kind,
                          llvm::ArrayRef<Value> a) {
  OpBuilder &b = em.b;
  switch (kind) {
  case RoundedKind::Add:
    return LLVM::FAddOp::create(b, em.loc, a[0], a[1]);
  case RoundedKind::Sub:
    return LLVM::FSubOp::create(b, em.loc, a[0], a[1]);
  case RoundedKind::Mul:
    return LLVM::FMulOp::create(b, em.loc, a[0], a[1]);
  case RoundedKind::Div:
    return LLVM::FDivOp::create(b, em.loc, a[0], a[1]);
  case RoundedKind::Fma:
    return LLVM::FMAOp::create(b, em.loc, a[0], a[1], a[2]);
  case RoundedKind::Sqrt: {
    // Not libdevice's sqrtf: it is sqrt.approx unless __nvvm_reflect
    // answers __CUDA_PREC_SQRT, which LLVM's NVVMReflect leaves at 0. f16 and
    // bf16 round the f32 root once more, which is innocuous: 24 bits are at
    // least twice theirs plus two.
    Type t = a[0].getType();
    if (t.isF32() || t.isF64())
      return roundedIntrinsic(em, "sqrt", Rounding::NearestEven, false, a);
    Value wide = LLVM::FPExtOp::create(b, em.loc, b.getF32Type(), a[0]);
    Value root =
        roundedIntrinsic(em, "sqrt", Rounding::NearestEven, false, {wide});
    return LLVM::FPTruncOp::create(b, em.loc, t, root);
  }
  }
  llvm_unreachable("unknown kind");
}

/// addf/subf/mulf/divf/fma/sqrt with their rounding_mode and flush_to_zero.
/// f32 and f64 use the NVVM rounded intrinsics; f16 and bf16 round the f32
/// result of the same direction again, which equals one rounding for
/// directed modes (every f16/bf16 value is an f32 value).
static ScalarFn rounded(RoundedKind kind) {
  return [kind](KernelEmitter &em, Operation *op,
                llvm::ArrayRef<Value> a) -> Value {
    auto modeAttr = op->getAttrOfType<ct::RoundingModeAttr>("rounding_mode");
    ct::RoundingMode mode =
        modeAttr ? modeAttr.getValue() : ct::RoundingMode::NearestEven;
    bool ftz = hasUnit(op, "flush_to_zero");
    Type t = a[0].getType();
    OpBuilder &b = em.b;
    Location loc = em.loc;
    if (mode == ct::RoundingMode::Approx || mode == ct::RoundingMode::Full) {
      // f32 only (verified): div.approx, div.full, sqrt.approx.
      if (kind == RoundedKind::Sqrt)
        return callIntrinsic(b, loc,
                             ftz ? "llvm.nvvm.sqrt.approx.ftz.f"
                                 : "llvm.nvvm.sqrt.approx.f",
                             t, a);
      if (mode == ct::RoundingMode::Approx)
        return callIntrinsic(b, loc,
                             ftz ? "llvm.nvvm.div.approx.ftz.f"
                                 : "llvm.nvvm.div.approx.f",
                             t, a);
      return callIntrinsic(
          b, loc, ftz ? "llvm.nvvm.div.full.ftz" : "llvm.nvvm.div.full", t, a);
    }
    Rounding r = toRounding(mode);
    ftz &= t.isF32();
    if (r == Rounding::NearestEven && !ftz)
      return plainRounded(em, kind, a);

    llvm::SmallVector<Value> args(a);
    bool narrow = !t.isF32() && !t.isF64();
    if (narrow)
      for (Value &v : args)
        v = LLVM::FPExtOp::create(b, loc, b.getF32Type(), v);
    Value result;
    switch (kind) {
    case RoundedKind::Add:
      result = roundedIntrinsic(em, "add", r, ftz, args);
      break;
    case RoundedKind::Sub:
      // x - y = x + (-y) exactly, and NVVM has no rounded sub.
      args[1] = LLVM::FNegOp::create(b, loc, args[1]);
      result = roundedIntrinsic(em, "add", r, ftz, args);
      break;
    case RoundedKind::Mul:
      result = roundedIntrinsic(em, "mul", r, ftz, args);
      break;
    case RoundedKind::Div:
      result = roundedIntrinsic(em, "div", r, ftz, args);
      break;
    case RoundedKind::Fma:
      result = roundedIntrinsic(em, "fma", r, ftz, args);
      break;
    case RoundedKind::Sqrt:
      result = roundedIntrinsic(em, "sqrt", r, ftz, args);
      break;
    }
    if (!narrow)
      return result;
    if (r == Rounding::NearestEven)
      return LLVM::FPTruncOp::create(b, loc, t, result);
    return emitTruncateFromF32(b, loc, result, Value(), t, r);
  };
}

/// maxf/minf: with propagate_nan a NaN operand gives NaN (llvm.maximum);
/// without, the other operand wins (llvm.maximumnum). Both order -0 < +0,
/// as the interpreter does.
static ScalarFn minMax(bool isMax) {
  return [isMax](KernelEmitter &em, Operation *op,
                 llvm::ArrayRef<Value> a) -> Value {
    bool nan = hasUnit(op, "propagate_nan");
    bool ftz = hasUnit(op, "flush_to_zero");
    Type t = a[0].getType();
    if (ftz && t.isF32()) {
      std::string name = isMax ? "llvm.nvvm.fmax.ftz" : "llvm.nvvm.fmin.ftz";
      name += nan ? ".nan.f" : ".f";
      return callIntrinsic(em.b, em.loc, name, t, a);
    }
    if (nan)
      return isMax
                 ? LLVM::MaximumOp::create(em.b, em.loc, a[0], a[1]).getResult()
                 : LLVM::MinimumOp::create(em.b, em.loc, a[0], a[1])
                       .getResult();
    return callIntrinsic(em.b, em.loc,
                         isMax ? "llvm.maximumnum" : "llvm.minimumnum", t, a);
  };
}

/// exp: `approx` (f32) is ex2.approx of x * log2(e), as __nv_fast_expf.
static Value lowerExp(KernelEmitter &em, Operation *op,
                      llvm::ArrayRef<Value> a) {
  auto exp = cast<aa::ExpOp>(op);
  bool approx =
      exp.getRoundingMode() == ct::RoundingMode::Approx || allowsApprox(op);
  return callLibdevice(em, "exp", a, approx);
}

/// exp2 with flush_to_zero: ex2.approx.ftz (libdevice's exp2f is the
/// non-ftz ex2.approx).
static Value lowerExp2(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  if (hasUnit(op, "flush_to_zero") && a[0].getType().isF32())
    return callIntrinsic(em.b, em.loc, "llvm.nvvm.ex2.approx.ftz",
                         a[0].getType(), a);
  return callLibdevice(em, "exp2", a);
}

static Value lowerRsqrt(KernelEmitter &em, Operation *op,
                        llvm::ArrayRef<Value> a) {
  if (hasUnit(op, "flush_to_zero") && a[0].getType().isF32())
    return callIntrinsic(em.b, em.loc, "llvm.nvvm.rsqrt.approx.ftz.f",
                         a[0].getType(), a);
  return callLibdevice(em, "rsqrt", a);
}

/// tanh: `approx` (f32) is the sm_75+ tanh.approx.f32 instruction, which
/// libdevice does not expose.
static Value lowerTanh(KernelEmitter &em, Operation *op,
                       llvm::ArrayRef<Value> a) {
  auto tanh = cast<aa::TanHOp>(op);
  Type t = a[0].getType();
  bool approx =
      tanh.getRoundingMode() == ct::RoundingMode::Approx || allowsApprox(op);
  if (approx && t.isF32() && em.target.computeCapability >= 75) {
    auto asmOp = LLVM::InlineAsmOp::create(
        em.b, em.loc, t, a, "tanh.approx.f32 $0, $1;", "=f,f",
        /*has_side_effects=*/false, /*is_align_stack=*/false,
        LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
    return asmOp.getRes();
  }
  return callLibdevice(em, "tanh", a);
}

//===----------------------------------------------------------------------===//
// Registration
//===----------------------------------------------------------------------===//

void mlir::tileir::tilegpu::registerElementwiseLowerings(LoweringTable &t) {
  auto slotwise = [&t](llvm::StringRef name, ScalarFn fn) {
    t.add(name, [fn](Operation *op, KernelEmitter &em) {
      return lowerSlotwise(op, em, fn);
    });
  };

  // Integer arithmetic.
  slotwise(aa::AddIOp::getOperationName(), binary<LLVM::AddOp>());
  slotwise(aa::SubIOp::getOperationName(), binary<LLVM::SubOp>());
  slotwise(aa::MulIOp::getOperationName(), binary<LLVM::MulOp>());
  slotwise(aa::AndIOp::getOperationName(), binary<LLVM::AndOp>());
  slotwise(aa::OrIOp::getOperationName(), binary<LLVM::OrOp>());
  slotwise(aa::XOrIOp::getOperationName(), binary<LLVM::XOrOp>());
  slotwise(aa::ShLIOp::getOperationName(), lowerShL);
  slotwise(aa::ShRIOp::getOperationName(), lowerShR);
  slotwise(aa::MulhiIOp::getOperationName(), lowerMulhiI);
  slotwise(aa::DivIOp::getOperationName(), lowerDivI);
  slotwise(aa::RemIOp::getOperationName(), lowerRemI);
  slotwise(aa::MaxIOp::getOperationName(),
           bySign<LLVM::SMaxOp, LLVM::UMaxOp>());
  slotwise(aa::MinIOp::getOperationName(),
           bySign<LLVM::SMinOp, LLVM::UMinOp>());
  slotwise(arith::MaxSIOp::getOperationName(), binary<LLVM::SMaxOp>());
  slotwise(arith::MaxUIOp::getOperationName(), binary<LLVM::UMaxOp>());
  slotwise(aa::AbsIOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             // abs(INT_MIN) wraps to INT_MIN.
             return LLVM::AbsOp::create(em.b, em.loc, a[0].getType(), a[0],
                                        /*is_int_min_poison=*/false)
                 .getResult();
           });
  slotwise(aa::NegIOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             return LLVM::SubOp::create(em.b, em.loc,
                                        em.intConst(a[0].getType(), 0), a[0])
                 .getResult();
           });
  slotwise(aa::CmpIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             auto cmp = cast<aa::CmpIOp>(op);
             return icmp(em,
                         aa::toLLVM(aa::getCmpIPredicate(
                             cmp.getComparisonPredicate(), isSignedOp(op))),
                         a[0], a[1]);
           });

  // Float arithmetic.
  slotwise(aa::AddFOp::getOperationName(), rounded(RoundedKind::Add));
  slotwise(aa::SubFOp::getOperationName(), rounded(RoundedKind::Sub));
  slotwise(aa::MulFOp::getOperationName(), rounded(RoundedKind::Mul));
  slotwise(aa::DivFOp::getOperationName(), rounded(RoundedKind::Div));
  slotwise(aa::FmaOp::getOperationName(), rounded(RoundedKind::Fma));
  slotwise(aa::SqrtOp::getOperationName(), rounded(RoundedKind::Sqrt));
  slotwise(aa::NegFOp::getOperationName(), unary<LLVM::FNegOp>());
  slotwise(aa::AbsFOp::getOperationName(), unary<LLVM::FAbsOp>());
  slotwise(aa::CeilOp::getOperationName(), unary<LLVM::FCeilOp>());
  slotwise(aa::FloorOp::getOperationName(), unary<LLVM::FFloorOp>());
  slotwise(aa::MaxFOp::getOperationName(), minMax(true));
  slotwise(aa::MinFOp::getOperationName(), minMax(false));
  // fmod is exact; LLVM's frem on NVPTX is x - trunc(x / y) * y, which is
  // not.
  slotwise(aa::RemFOp::getOperationName(), libdevice("fmod"));
  slotwise(aa::CmpFOp::getOperationName(), [](KernelEmitter &em, Operation *op,
                                              llvm::ArrayRef<Value> a) {
    auto cmp = cast<aa::CmpFOp>(op);
    bool ordered =
        cmp.getComparisonOrdering() == ct::ComparisonOrdering::Ordered;
    return LLVM::FCmpOp::create(em.b, em.loc,
                                aa::toLLVM(aa::getCmpFPredicate(
                                    cmp.getComparisonPredicate(), ordered)),
                                a[0], a[1])
        .getResult();
  });
  slotwise(aa::ExpOp::getOperationName(), lowerExp);
  slotwise(aa::Exp2Op::getOperationName(), lowerExp2);
  slotwise(aa::RsqrtOp::getOperationName(), lowerRsqrt);
  slotwise(aa::TanHOp::getOperationName(), lowerTanh);
  slotwise(aa::LogOp::getOperationName(), libdevice("log"));
  slotwise(aa::Log2Op::getOperationName(), libdevice("log2"));
  slotwise(aa::PowOp::getOperationName(), libdevice("pow"));
  slotwise(aa::Atan2Op::getOperationName(), libdevice("atan2"));
  slotwise(aa::CosOp::getOperationName(), libdevice("cos"));
  slotwise(aa::CosHOp::getOperationName(), libdevice("cosh"));
  slotwise(aa::SinOp::getOperationName(), libdevice("sin"));
  slotwise(aa::SinHOp::getOperationName(), libdevice("sinh"));
  slotwise(aa::TanOp::getOperationName(), libdevice("tan"));

  slotwise(aa::SelectOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             return select(em, a[0], a[1], a[2]);
           });
}
