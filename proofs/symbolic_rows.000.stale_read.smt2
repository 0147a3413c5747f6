; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r94_byte () Int)
(declare-fun r94_1 () Int)
(declare-fun s27 () Int)
(declare-fun r94_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w95_byte () Int)
(declare-fun w95_1 () Int)
(declare-fun w95_0 () Int)
(assert
 (let ((?x75 (+ 0 (* 4 (+ 0 (+ (* r94_0 s27) (* r94_1 1)))))))
 (and (and (>= r94_0 0) (< r94_0 s77)) (and (>= r94_1 0) (< r94_1 s27)) (and (>= r94_byte 0) (< r94_byte 4)) (= byte (+ ?x75 r94_byte)))))
(assert
 (let ((?x181 (+ 0 (* 4 (+ s27 (+ (* w95_0 s27) (* w95_1 1)))))))
 (and (and (>= w95_0 0) (< w95_0 (+ (- 1) s77))) (and (>= w95_1 0) (< w95_1 s27)) (and (>= w95_byte 0) (< w95_byte 4)) (= byte (+ ?x181 w95_byte)))))
(assert
 (let (($x162 (= (mod (mod (- (div (- byte 0) 4) s27) s27) 1) 0)))
 (let (($x229 (< (div (mod (- (div (- byte 0) 4) s27) s27) 1) s27)))
 (let ((?x126 (+ (- 1) s77)))
 (let (($x283 (and (>= (- (div (- byte 0) 4) s27) 0) (< (div (- (div (- byte 0) 4) s27) s27) ?x126) $x229 $x162)))
 (or (or (<= ?x126 0) (<= s27 0) false) (not $x283)))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x126 (+ (- 1) s77)))
(and (distinct 1 ?x126) true)))
(check-sat)
