; program chain_on_input, triton_kernel_wrapper_functional_proxy_2.y_ptr: stale read (slice_scatter reads getitem_1 vs triton_kernel_wrapper_functional_proxy_2 y_ptr=slice_4, carried)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r562_byte () Int)
(declare-fun r562_0 () Int)
(declare-fun byte () Int)
(declare-fun w563_byte () Int)
(declare-fun w563_0 () Int)
(declare-fun held_byte () Int)
(declare-fun observed () Int)
(declare-fun s564_byte () Int)
(declare-fun s564_0 () Int)
(assert
 (let (($x943 (= byte (+ (+ 0 (* 4 (+ 0 (* r562_0 1)))) r562_byte))))
 (and (and (>= r562_0 0) (< r562_0 32)) (and (>= r562_byte 0) (< r562_byte 4)) $x943)))
(assert
 (let (($x68 (= byte (+ (+ 0 (* 4 (+ 16 (* w563_0 1)))) w563_byte))))
 (and (and (>= w563_0 0) (< w563_0 16)) (and (>= w563_byte 0) (< w563_byte 4)) $x68)))
(assert
 (>= held_byte 0))
(assert
 (< held_byte 4))
(assert
 (= observed (+ (+ 0 (* 4 (+ 0 (* r562_0 1)))) held_byte)))
(assert
 (let (($x843 (= observed (+ (+ 0 (* 4 (+ 0 (* s564_0 1)))) s564_byte))))
 (and (and (>= s564_0 0) (< s564_0 32)) (and (>= s564_byte 0) (< s564_byte 4)) $x843)))
(assert
 (let (($x512 (and (>= (- (div (- byte 0) 4) 16) 0) (< (div (- (div (- byte 0) 4) 16) 1) 16) (= (mod (- (div (- byte 0) 4) 16) 1) 0))))
(or (or false) (not $x512))))
(check-sat)
