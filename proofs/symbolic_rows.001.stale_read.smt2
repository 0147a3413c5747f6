; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r165_byte () Int)
(declare-fun r165_1 () Int)
(declare-fun s27 () Int)
(declare-fun r165_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w166_byte () Int)
(declare-fun w166_1 () Int)
(declare-fun w166_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s167_byte () Int)
(declare-fun s167_1 () Int)
(declare-fun s167_0 () Int)
(assert
 (let ((?x354 (+ 0 (* 4 (+ 0 (+ (* r165_0 s27) (* r165_1 1)))))))
 (and (and (>= r165_0 0) (< r165_0 s77)) (and (>= r165_1 0) (< r165_1 s27)) (and (>= r165_byte 0) (< r165_byte 4)) (= byte (+ ?x354 r165_byte)))))
(assert
 (let ((?x357 (+ 0 (* 4 (+ s27 (+ (* w166_0 s27) (* w166_1 1)))))))
 (and (and (>= w166_0 0) (< w166_0 (+ (- 1) s77))) (and (>= w166_1 0) (< w166_1 s27)) (and (>= w166_byte 0) (< w166_byte 4)) (= byte (+ ?x357 w166_byte)))))
(assert
 (let ((?x134 (div (- byte 0) 4)))
 (or (< ?x134 s27) (>= ?x134 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (let ((?x354 (+ 0 (* 4 (+ 0 (+ (* r165_0 s27) (* r165_1 1)))))))
 (= carried0 (+ ?x354 held_byte0))))
(assert
 (let ((?x210 (+ 0 (* 4 (+ 0 (+ (* s167_0 s27) (* s167_1 1)))))))
 (and (and (>= s167_0 0) (< s167_0 s77)) (and (>= s167_1 0) (< s167_1 s27)) (and (>= s167_byte 0) (< s167_byte 4)) (= carried0 (+ ?x210 s167_byte)))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x179 (+ (- 1) s77)))
(and (distinct 1 ?x179) true)))
(check-sat)
