; program swiglu_bwd_into_halves, triton_kernel_wrapper_functional_proxy.b_ptr: stale read (slice_scatter reads mm vs triton_kernel_wrapper_functional_proxy b_ptr=slice_2, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r643_byte () Int)
(declare-fun r643_1 () Int)
(declare-fun r643_0 () Int)
(declare-fun byte () Int)
(declare-fun w644_byte () Int)
(declare-fun w644_1 () Int)
(declare-fun w644_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s645_byte () Int)
(declare-fun s645_1 () Int)
(declare-fun s645_0 () Int)
(assert
 (let ((?x789 (+ 0 (* 4 (+ 0 (+ (* r643_0 32) (* r643_1 1)))))))
 (and (and (>= r643_0 0) (< r643_0 4)) (and (>= r643_1 0) (< r643_1 32)) (and (>= r643_byte 0) (< r643_byte 4)) (= byte (+ ?x789 r643_byte)))))
(assert
 (let ((?x261 (+ 0 (* 4 (+ 16 (+ (* w644_0 32) (* w644_1 1)))))))
 (and (and (>= w644_0 0) (< w644_0 4)) (and (>= w644_1 0) (< w644_1 16)) (and (>= w644_byte 0) (< w644_byte 4)) (= byte (+ ?x261 w644_byte)))))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (let ((?x789 (+ 0 (* 4 (+ 0 (+ (* r643_0 32) (* r643_1 1)))))))
 (= observed (+ ?x789 held_byte))))
(assert
 (let ((?x604 (+ 0 (* 4 (+ 0 (+ (* s645_0 32) (* s645_1 1)))))))
 (and (and (>= s645_0 0) (< s645_0 4)) (and (>= s645_1 0) (< s645_1 32)) (and (>= s645_byte 0) (< s645_byte 4)) (= observed (+ ?x604 s645_byte)))))
(assert
 (let (($x361 (= (mod (mod (- (div (- byte 0) 4) 0) 32) 1) 0)))
 (let (($x106 (< (div (mod (- (div (- byte 0) 4) 0) 32) 1) 16)))
 (let (($x1114 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 32) 4) $x106 $x361)))
 (let (($x1054 (or false)))
 (or $x1054 (not $x1114)))))))
(assert
 (let (($x427 (= (mod (mod (- (div (- observed 0) 4) 16) 32) 1) 0)))
(let (($x138 (< (div (mod (- (div (- observed 0) 4) 16) 32) 1) 16)))
(let (($x1141 (and (>= (- (div (- observed 0) 4) 16) 0) (< (div (- (div (- observed 0) 4) 16) 32) 4) $x138 $x427)))
(let (($x1054 (or false)))
(or $x1054 (not $x1141)))))))
(check-sat)
