; program symbolic_rows, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r151_byte () Int)
(declare-fun r151_1 () Int)
(declare-fun s27 () Int)
(declare-fun r151_0 () Int)
(declare-fun byte () Int)
(declare-fun s77 () Int)
(declare-fun w152_byte () Int)
(declare-fun w152_1 () Int)
(declare-fun w152_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s153_byte () Int)
(declare-fun s153_0 () Int)
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r151_0 s27) (* r151_1 1)))))))
 (and (and (>= r151_0 0) (< r151_0 s77)) (and (>= r151_1 0) (< r151_1 s27)) (and (>= r151_byte 0) (< r151_byte 4)) (= byte (+ ?x136 r151_byte)))))
(assert
 (let ((?x1171 (+ 0 (* 4 (+ s27 (+ (* w152_0 s27) (* w152_1 1)))))))
 (and (and (>= w152_0 0) (< w152_0 (+ (- 1) s77))) (and (>= w152_1 0) (< w152_1 s27)) (and (>= w152_byte 0) (< w152_byte 4)) (= byte (+ ?x1171 w152_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x136 (+ 0 (* 4 (+ 0 (+ (* r151_0 s27) (* r151_1 1)))))))
 (= observed (+ ?x136 held_byte))))
(assert
 (let (($x852 (= observed (+ (+ 0 (* 4 (+ 0 (* s153_0 1)))) s153_byte))))
 (and (and (>= s153_0 0) (< s153_0 s27)) (and (>= s153_byte 0) (< s153_byte 4)) $x852)))
(assert
 (let ((?x1068 (div (- byte 0) 4)))
 (or (< ?x1068 s27) (>= ?x1068 (+ s27 (* (+ (- 1) s77) s27))))))
(assert
 (>= s77 2))
(assert
 (>= s27 2))
(assert
 (let ((?x159 (+ (- 1) s77)))
(and (distinct 1 ?x159) true)))
(check-sat)
