; program rotary_q_then_attend, triton_kernel_wrapper_functional_proxy.x_ptr: stale read (slice_scatter reads arg0_1 vs triton_kernel_wrapper_functional_proxy x_ptr=slice_1, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r322_byte () Int)
(declare-fun r322_1 () Int)
(declare-fun r322_0 () Int)
(declare-fun byte () Int)
(declare-fun w323_byte () Int)
(declare-fun w323_1 () Int)
(declare-fun w323_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s324_byte () Int)
(declare-fun s324_1 () Int)
(declare-fun s324_0 () Int)
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r322_0 24) (* r322_1 1)))))))
 (and (and (>= r322_0 0) (< r322_0 8)) (and (>= r322_1 0) (< r322_1 24)) (and (>= r322_byte 0) (< r322_byte 4)) (= byte (+ ?x399 r322_byte)))))
(assert
 (let ((?x1031 (+ 0 (* 4 (+ 0 (+ (* w323_0 24) (* w323_1 1)))))))
 (and (and (>= w323_0 0) (< w323_0 8)) (and (>= w323_1 0) (< w323_1 8)) (and (>= w323_byte 0) (< w323_byte 4)) (= byte (+ ?x1031 w323_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x399 (+ 0 (* 4 (+ 0 (+ (* r322_0 24) (* r322_1 1)))))))
 (= observed (+ ?x399 held_byte))))
(assert
 (let ((?x1035 (+ 0 (* 4 (+ 0 (+ (* s324_0 24) (* s324_1 1)))))))
 (and (and (>= s324_0 0) (< s324_0 8)) (and (>= s324_1 0) (< s324_1 24)) (and (>= s324_byte 0) (< s324_byte 4)) (= observed (+ ?x1035 s324_byte)))))
(assert
 (let (($x1036 (= (mod (mod (- (div (- byte 0) 4) 0) 24) 1) 0)))
(let (($x1029 (< (div (mod (- (div (- byte 0) 4) 0) 24) 1) 8)))
(let (($x629 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 24) 8) $x1029 $x1036)))
(or (or false) (not $x629))))))
(check-sat)
