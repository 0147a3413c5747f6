; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r120_byte () Int)
(declare-fun r120_1 () Int)
(declare-fun s27 () Int)
(declare-fun r120_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w121_byte () Int)
(declare-fun w121_1 () Int)
(declare-fun w121_0 () Int)
(assert
 (let ((?x186 (+ 0 (* 4 (+ 0 (+ (* r120_0 s27) (* r120_1 1)))))))
 (and (and (>= r120_0 0) (< r120_0 s77)) (and (>= r120_1 0) (< r120_1 s27)) (and (>= r120_byte 0) (< r120_byte 4)) (= byte (+ ?x186 r120_byte)))))
(assert
 (let ((?x295 (+ 0 (* 4 (+ s27 (+ (* w121_0 s27) (* w121_1 1)))))))
 (and (and (>= w121_0 0) (< w121_0 (+ (- 1) s77))) (and (>= w121_1 0) (< w121_1 s27)) (and (>= w121_byte 0) (< w121_byte 4)) (= byte (+ ?x295 w121_byte)))))
(assert
 (let (($x157 (= (mod (mod (- (div (- byte 0) 4) s27) s27) 1) 0)))
 (let (($x188 (< (div (mod (- (div (- byte 0) 4) s27) s27) 1) s27)))
 (let ((?x195 (+ (- 1) s77)))
 (let (($x302 (and (>= (- (div (- byte 0) 4) s27) 0) (< (div (- (div (- byte 0) 4) s27) s27) ?x195) $x188 $x157)))
 (or (or (<= ?x195 0) (<= s27 0) false) (not $x302)))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x195 (+ (- 1) s77)))
(and (distinct 1 ?x195) true)))
(check-sat)
