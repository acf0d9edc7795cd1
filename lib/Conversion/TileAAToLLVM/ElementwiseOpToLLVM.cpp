//===- ElementwiseOpToLLVM.cpp - Elementwise math and conversions ---------===//
//
// An elementwise op keeps the layout: slot k of the result is computed from
// slot k of each operand, so each lowering here is a scalar builder applied
// slot by slot. Transcendentals call libdevice (__nv_*), linked in when the
// module is compiled to PTX.
//
//===----------------------------------------------------------------------===//

#include "KernelEmitter.h"

#include "tileir/Dialect/TileAA/IR/TileAA.h"

#include "mlir/Dialect/Arith/IR/Arith.h"

using namespace mlir;
using namespace mlir::tileir::tilegpu;
namespace aa = mlir::nv_tileaa;
namespace ct = mlir::cuda_tile;

namespace {
/// Builds one result element from one element of each operand.
using ScalarFn =
    std::function<Value(KernelEmitter &, Operation *, llvm::ArrayRef<Value>)>;
} // namespace

/// Applies `fn` slot by slot. Operands and the result have the same shape.
static LogicalResult lowerSlotwise(Operation *op, KernelEmitter &em,
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

template <typename LLVMOp>
static ScalarFn binary() {
  return [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) -> Value {
    return em.b.create<LLVMOp>(em.loc, a[0], a[1]);
  };
}

static bool isSigned(Operation *op) {
  auto attr = op->getAttrOfType<ct::SignednessAttr>("signedness");
  return !attr || attr.getValue() == ct::Signedness::Signed;
}

/// Element type of the op's first operand (through tensors).
static Type operandElementType(Operation *op, unsigned i = 0) {
  return getElementTypeOrSelf(op->getOperand(i).getType());
}

/// libdevice name of a float function: __nv_<base>f for f32, __nv_<base>
/// for f64. f16/bf16 compute in f32.
static Value callLibdevice(KernelEmitter &em, llvm::StringRef base,
                           llvm::ArrayRef<Value> args) {
  Type t = args[0].getType();
  OpBuilder &b = em.b;
  Type f32 = b.getF32Type();
  if (t.isF64())
    return em.callExternal(("__nv_" + base).str(), t, args);
  llvm::SmallVector<Value> wide;
  for (Value a : args)
    wide.push_back(t.isF32() ? a : b.create<LLVM::FPExtOp>(em.loc, f32, a));
  Value r = em.callExternal(("__nv_" + base + "f").str(), f32, wide);
  return t.isF32() ? r : b.create<LLVM::FPTruncOp>(em.loc, t, r).getResult();
}

static ScalarFn libdevice(llvm::StringRef base) {
  std::string name = base.str();
  return [name](KernelEmitter &em, Operation *,
                llvm::ArrayRef<Value> a) -> Value {
    return callLibdevice(em, name, a);
  };
}

static LLVM::ICmpPredicate icmpPredicate(ct::ComparisonPredicate p,
                                         bool isSigned) {
  using P = LLVM::ICmpPredicate;
  switch (p) {
  case ct::ComparisonPredicate::Equal:
    return P::eq;
  case ct::ComparisonPredicate::NotEqual:
    return P::ne;
  case ct::ComparisonPredicate::LessThan:
    return isSigned ? P::slt : P::ult;
  case ct::ComparisonPredicate::LessThanOrEqual:
    return isSigned ? P::sle : P::ule;
  case ct::ComparisonPredicate::GreaterThan:
    return isSigned ? P::sgt : P::ugt;
  case ct::ComparisonPredicate::GreaterThanOrEqual:
    return isSigned ? P::sge : P::uge;
  }
  llvm_unreachable("unknown predicate");
}

static LLVM::FCmpPredicate fcmpPredicate(ct::ComparisonPredicate p,
                                         bool ordered) {
  using P = LLVM::FCmpPredicate;
  switch (p) {
  case ct::ComparisonPredicate::Equal:
    return ordered ? P::oeq : P::ueq;
  case ct::ComparisonPredicate::NotEqual:
    return ordered ? P::one : P::une;
  case ct::ComparisonPredicate::LessThan:
    return ordered ? P::olt : P::ult;
  case ct::ComparisonPredicate::LessThanOrEqual:
    return ordered ? P::ole : P::ule;
  case ct::ComparisonPredicate::GreaterThan:
    return ordered ? P::ogt : P::ugt;
  case ct::ComparisonPredicate::GreaterThanOrEqual:
    return ordered ? P::oge : P::uge;
  }
  llvm_unreachable("unknown predicate");
}

static Value castInt(KernelEmitter &em, Value v, Type to, bool isSigned) {
  unsigned from = v.getType().getIntOrFloatBitWidth();
  unsigned width = to.getIntOrFloatBitWidth();
  if (from == width)
    return v;
  if (from > width)
    return em.b.create<LLVM::TruncOp>(em.loc, to, v);
  if (isSigned && from > 1)
    return em.b.create<LLVM::SExtOp>(em.loc, to, v);
  return em.b.create<LLVM::ZExtOp>(em.loc, to, v);
}

static LogicalResult lowerConstant(arith::ConstantOp op, KernelEmitter &em) {
  Type type = op.getType();
  Type elem = getElementTypeOrSelf(type);
  Type storage = em.storageType(elem);
  if (storage != elem)
    return op.emitOpError("constants of ")
           << elem << " are not supported by the GPU lowering yet";
  auto scalarAttr = [&](Attribute a) -> Value {
    return em.b.create<LLVM::ConstantOp>(em.loc, storage, cast<TypedAttr>(a));
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
    out.assign(em.slotsFor(n), v);
  } else {
    // Each slot holds a different element: select it from a constant table
    // indexed by the element index.
    auto values = llvm::to_vector(dense.getValues<Attribute>());
    for (int64_t k = 0, e = em.slotsFor(n); k < e; ++k) {
      Value idx = em.elementIndex(n, k);
      Value v = scalarAttr(values[0]);
      for (int64_t i = 1; i < n; ++i) {
        Value is = em.b.create<LLVM::ICmpOp>(em.loc, LLVM::ICmpPredicate::eq,
                                             idx, em.i32Const(i));
        v = em.b.create<LLVM::SelectOp>(em.loc, is, scalarAttr(values[i]), v);
      }
      out.push_back(v);
    }
  }
  em.set(op.getResult(), out);
  return success();
}

void mlir::tileir::tilegpu::registerElementwiseLowerings(LoweringTable &t) {
  auto slotwise = [&t](llvm::StringRef name, ScalarFn fn) {
    t.add(name, [fn](Operation *op, KernelEmitter &em) {
      return lowerSlotwise(op, em, fn);
    });
  };
  t.add<arith::ConstantOp>(lowerConstant);

  // Integer arithmetic.
  slotwise(aa::AddIOp::getOperationName(), binary<LLVM::AddOp>());
  slotwise(aa::SubIOp::getOperationName(), binary<LLVM::SubOp>());
  slotwise(aa::MulIOp::getOperationName(), binary<LLVM::MulOp>());
  slotwise(aa::AndIOp::getOperationName(), binary<LLVM::AndOp>());
  slotwise(aa::OrIOp::getOperationName(), binary<LLVM::OrOp>());
  slotwise(aa::XOrIOp::getOperationName(), binary<LLVM::XOrOp>());
  slotwise(aa::ShLIOp::getOperationName(), binary<LLVM::ShlOp>());
  slotwise(aa::ShRIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             if (isSigned(op))
               return em.b.create<LLVM::AShrOp>(em.loc, a[0], a[1]).getResult();
             return em.b.create<LLVM::LShrOp>(em.loc, a[0], a[1]).getResult();
           });
  slotwise(aa::RemIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             if (isSigned(op))
               return em.b.create<LLVM::SRemOp>(em.loc, a[0], a[1]).getResult();
             return em.b.create<LLVM::URemOp>(em.loc, a[0], a[1]).getResult();
           });
  slotwise(aa::DivIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             if (isSigned(op))
               return em.b.create<LLVM::SDivOp>(em.loc, a[0], a[1]).getResult();
             return em.b.create<LLVM::UDivOp>(em.loc, a[0], a[1]).getResult();
           });
  slotwise(aa::MaxIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             if (isSigned(op))
               return em.b.create<LLVM::SMaxOp>(em.loc, a[0], a[1]).getResult();
             return em.b.create<LLVM::UMaxOp>(em.loc, a[0], a[1]).getResult();
           });
  slotwise(aa::MinIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             if (isSigned(op))
               return em.b.create<LLVM::SMinOp>(em.loc, a[0], a[1]).getResult();
             return em.b.create<LLVM::UMinOp>(em.loc, a[0], a[1]).getResult();
           });
  slotwise(arith::MaxSIOp::getOperationName(), binary<LLVM::SMaxOp>());
  slotwise(aa::CmpIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             auto cmp = cast<aa::CmpIOp>(op);
             return em.b
                 .create<LLVM::ICmpOp>(
                     em.loc,
                     icmpPredicate(cmp.getComparisonPredicate(), isSigned(op)),
                     a[0], a[1])
                 .getResult();
           });

  // Float arithmetic (round to nearest even).
  slotwise(aa::AddFOp::getOperationName(), binary<LLVM::FAddOp>());
  slotwise(aa::SubFOp::getOperationName(), binary<LLVM::FSubOp>());
  slotwise(aa::MulFOp::getOperationName(), binary<LLVM::FMulOp>());
  slotwise(aa::DivFOp::getOperationName(), binary<LLVM::FDivOp>());
  slotwise(aa::NegFOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             return em.b.create<LLVM::FNegOp>(em.loc, a[0]).getResult();
           });
  slotwise(aa::FmaOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             return em.b.create<LLVM::FMAOp>(em.loc, a[0], a[1], a[2])
                 .getResult();
           });
  slotwise(aa::CmpFOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             auto cmp = cast<aa::CmpFOp>(op);
             bool ordered = cmp.getComparisonOrdering() ==
                            ct::ComparisonOrdering::Ordered;
             return em.b
                 .create<LLVM::FCmpOp>(
                     em.loc,
                     fcmpPredicate(cmp.getComparisonPredicate(), ordered),
                     a[0], a[1])
                 .getResult();
           });
  slotwise(aa::ExpOp::getOperationName(), libdevice("exp"));
  slotwise(aa::Exp2Op::getOperationName(), libdevice("exp2"));
  slotwise(aa::LogOp::getOperationName(), libdevice("log"));
  slotwise(aa::SqrtOp::getOperationName(), libdevice("sqrt"));
  slotwise(aa::RsqrtOp::getOperationName(), libdevice("rsqrt"));
  slotwise(aa::PowOp::getOperationName(), libdevice("pow"));

  // Selection and conversions.
  slotwise(aa::SelectOp::getOperationName(),
           [](KernelEmitter &em, Operation *, llvm::ArrayRef<Value> a) {
             return em.b.create<LLVM::SelectOp>(em.loc, a[0], a[1], a[2])
                 .getResult();
           });
  slotwise(aa::ExtIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             Type to = em.storageType(getElementTypeOrSelf(op->getResult(0)));
             return castInt(em, a[0], to, isSigned(op));
           });
  slotwise(aa::TruncIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             Type to = em.storageType(getElementTypeOrSelf(op->getResult(0)));
             return castInt(em, a[0], to, false);
           });
  slotwise(aa::FToFOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) -> Value {
             Type from = operandElementType(op);
             Type toElem = getElementTypeOrSelf(op->getResult(0));
             Type to = em.storageType(toElem);
             if (em.storageType(from) != from || to != toElem) {
               op->emitOpError("conversion from ")
                   << from << " to " << toElem
                   << " is not supported by the GPU lowering yet";
               return nullptr;
             }
             if (from.getIntOrFloatBitWidth() < to.getIntOrFloatBitWidth())
               return em.b.create<LLVM::FPExtOp>(em.loc, to, a[0]);
             if (from.getIntOrFloatBitWidth() > to.getIntOrFloatBitWidth() ||
                 from != to)
               return em.b.create<LLVM::FPTruncOp>(em.loc, to, a[0]);
             return a[0];
           });
  auto itof = [](KernelEmitter &em, Operation *op,
                 llvm::ArrayRef<Value> a) -> Value {
    Type to = em.storageType(getElementTypeOrSelf(op->getResult(0)));
    if (!isa<arith::SIToFPOp>(op) && !isSigned(op))
      return em.b.create<LLVM::UIToFPOp>(em.loc, to, a[0]);
    return em.b.create<LLVM::SIToFPOp>(em.loc, to, a[0]);
  };
  slotwise(aa::IToFOp::getOperationName(), itof);
  slotwise(arith::SIToFPOp::getOperationName(), itof);
  slotwise(aa::FToIOp::getOperationName(),
           [](KernelEmitter &em, Operation *op, llvm::ArrayRef<Value> a) {
             Type to = em.storageType(getElementTypeOrSelf(op->getResult(0)));
             if (isSigned(op))
               return em.b.create<LLVM::FPToSIOp>(em.loc, to, a[0]).getResult();
             return em.b.create<LLVM::FPToUIOp>(em.loc, to, a[0]).getResult();
           });
}
