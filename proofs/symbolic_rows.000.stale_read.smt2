; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r149_byte () Int)
(declare-fun r149_1 () Int)
(declare-fun s27 () Int)
(declare-fun r149_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w150_byte () Int)
(declare-fun w150_1 () Int)
(declare-fun w150_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s151_byte () Int)
(declare-fun s151_0 () Int)
(assert
 (let ((?x138 (+ 0 (* 4 (+ 0 (+ (* r149_0 s27) (* r149_1 1)))))))
 (and (and (>= r149_0 0) (< r149_0 s77)) (and (>= r149_1 0) (< r149_1 s27)) (and (>= r149_byte 0) (< r149_byte 4)) (= byte (+ ?x138 r149_byte)))))
(assert
 (let ((?x266 (+ 0 (* 4 (+ s27 (+ (* w150_0 s27) (* w150_1 1)))))))
 (and (and (>= w150_0 0) (< w150_0 (+ (- 1) s77))) (and (>= w150_1 0) (< w150_1 s27)) (and (>= w150_byte 0) (< w150_byte 4)) (= byte (+ ?x266 w150_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x138 (+ 0 (* 4 (+ 0 (+ (* r149_0 s27) (* r149_1 1)))))))
 (= observed (+ ?x138 held_byte))))
(assert
 (let (($x1180 (= observed (+ (+ 0 (* 4 (+ 0 (* s151_0 1)))) s151_byte))))
 (and (and (>= s151_0 0) (< s151_0 s27)) (and (>= s151_byte 0) (< s151_byte 4)) $x1180)))
(assert
 (let ((?x1066 (div (- byte 0) 4)))
 (or (< ?x1066 s27) (>= ?x1066 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x45 (+ (- 1) s77)))
(and (distinct 1 ?x45) true)))
(check-sat)
