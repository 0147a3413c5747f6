; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r92_byte () Int)
(declare-fun r92_1 () Int)
(declare-fun s27 () Int)
(declare-fun r92_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w93_byte () Int)
(declare-fun w93_1 () Int)
(declare-fun w93_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r92_0 s27) (* r92_1 1)))))))
 (and (and (>= r92_0 0) (< r92_0 s77)) (and (>= r92_1 0) (< r92_1 s27)) (and (>= r92_byte 0) (< r92_byte 4)) (= byte (+ ?x136 r92_byte)))))
(assert
 (let ((?x235 (+ 0 (* 4 (+ s27 (+ (* w93_0 s27) (* w93_1 1)))))))
 (and (and (>= w93_0 0) (< w93_0 (+ (- 1) s77))) (and (>= w93_1 0) (< w93_1 s27)) (and (>= w93_byte 0) (< w93_byte 4)) (= byte (+ ?x235 w93_byte)))))
(assert
 (let (($x240 (= (mod (mod (- (div (- byte 0) 4) s27) s27) 1) 0)))
 (let (($x21 (< (div (mod (- (div (- byte 0) 4) s27) s27) 1) s27)))
 (let ((?x87 (+ (- 1) s77)))
 (let (($x237 (and (>= (- (div (- byte 0) 4) s27) 0) (< (div (- (div (- byte 0) 4) s27) s27) ?x87) $x21 $x240)))
 (or (or (<= ?x87 0) (<= s27 0) false) (not $x237)))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x87 (+ (- 1) s77)))
(and (distinct 1 ?x87) true)))
(check-sat)
