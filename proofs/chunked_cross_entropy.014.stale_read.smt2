; program chunked_cross_entropy, triton_kernel_wrapper_functional_proxy.loss_ptr: stale read (slice_scatter reads arg2_1 vs triton_kernel_wrapper_functional_proxy loss_ptr=slice_2, carried then sizes=(4) strides=(1) offset=0 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=4 itemsize=4 then sizes=(16) strides=(1) offset=0 itemsize=4 then sizes=(4) strides=(1) offset=8 itemsize=4)
; expected: unsat (unsat: the obligation holds; sat: a conflict)
; rests on: the graph's memory model: storages, byte layouts and program order of its values
; assumes: the ShapeEnv's guards and value ranges of the sizes, asserted below
(set-logic ALL)
; benchmark generated from python API
(declare-fun r661_byte () Int)
(declare-fun r661_0 () Int)
(declare-fun byte () Int)
(declare-fun w662_byte () Int)
(declare-fun w662_0 () Int)
(declare-fun held_byte0 () Int)
(declare-fun carried0 () Int)
(declare-fun s663_byte () Int)
(declare-fun s663_0 () Int)
(declare-fun held_byte1 () Int)
(declare-fun carried1 () Int)
(declare-fun s664_byte () Int)
(declare-fun s664_0 () Int)
(declare-fun held_byte2 () Int)
(declare-fun carried2 () Int)
(declare-fun s665_byte () Int)
(declare-fun s665_0 () Int)
(declare-fun held_byte3 () Int)
(declare-fun carried3 () Int)
(declare-fun s666_byte () Int)
(declare-fun s666_0 () Int)
(declare-fun held_byte4 () Int)
(declare-fun carried4 () Int)
(declare-fun s667_byte () Int)
(declare-fun s667_0 () Int)
(declare-fun held_byte5 () Int)
(declare-fun carried5 () Int)
(declare-fun s668_byte () Int)
(declare-fun s668_0 () Int)
(assert
 (let (($x207 (= byte (+ (+ 0 (* 4 (+ 0 (* r661_0 1)))) r661_byte))))
 (and (and (>= r661_0 0) (< r661_0 16)) (and (>= r661_byte 0) (< r661_byte 4)) $x207)))
(assert
 (let (($x308 (= byte (+ (+ 0 (* 4 (+ 0 (* w662_0 1)))) w662_byte))))
 (and (and (>= w662_0 0) (< w662_0 4)) (and (>= w662_byte 0) (< w662_byte 4)) $x308)))
(assert
 (let (($x493 (and (>= (- (div (- byte 0) 4) 0) 0) (< (div (- (div (- byte 0) 4) 0) 1) 4) (= (mod (- (div (- byte 0) 4) 0) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x493)))))
(assert
 (>= held_byte0 0))
(assert
 (< held_byte0 4))
(assert
 (= carried0 (+ (+ 0 (* 4 (+ 0 (* r661_0 1)))) held_byte0)))
(assert
 (let (($x616 (= carried0 (+ (+ 0 (* 4 (+ 0 (* s663_0 1)))) s663_byte))))
 (and (and (>= s663_0 0) (< s663_0 4)) (and (>= s663_byte 0) (< s663_byte 4)) $x616)))
(assert
 (>= held_byte1 0))
(assert
 (< held_byte1 4))
(assert
 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s663_0 1)))) held_byte1)))
(assert
 (let (($x145 (= carried1 (+ (+ 0 (* 4 (+ 0 (* s664_0 1)))) s664_byte))))
 (and (and (>= s664_0 0) (< s664_0 16)) (and (>= s664_byte 0) (< s664_byte 4)) $x145)))
(assert
 (let (($x418 (and (>= (- (div (- carried1 0) 4) 4) 0) (< (div (- (div (- carried1 0) 4) 4) 1) 4) (= (mod (- (div (- carried1 0) 4) 4) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x418)))))
(assert
 (>= held_byte2 0))
(assert
 (< held_byte2 4))
(assert
 (= carried2 (+ (+ 0 (* 4 (+ 0 (* s664_0 1)))) held_byte2)))
(assert
 (let (($x367 (= carried2 (+ (+ 0 (* 4 (+ 4 (* s665_0 1)))) s665_byte))))
 (and (and (>= s665_0 0) (< s665_0 4)) (and (>= s665_byte 0) (< s665_byte 4)) $x367)))
(assert
 (>= held_byte3 0))
(assert
 (< held_byte3 4))
(assert
 (= carried3 (+ (+ 0 (* 4 (+ 4 (* s665_0 1)))) held_byte3)))
(assert
 (let (($x411 (= carried3 (+ (+ 0 (* 4 (+ 0 (* s666_0 1)))) s666_byte))))
 (and (and (>= s666_0 0) (< s666_0 16)) (and (>= s666_byte 0) (< s666_byte 4)) $x411)))
(assert
 (let (($x563 (and (>= (- (div (- carried3 0) 4) 8) 0) (< (div (- (div (- carried3 0) 4) 8) 1) 4) (= (mod (- (div (- carried3 0) 4) 8) 1) 0))))
 (let (($x392 (or false)))
 (or $x392 (not $x563)))))
(assert
 (>= held_byte4 0))
(assert
 (< held_byte4 4))
(assert
 (= carried4 (+ (+ 0 (* 4 (+ 0 (* s666_0 1)))) held_byte4)))
(assert
 (let (($x666 (= carried4 (+ (+ 0 (* 4 (+ 8 (* s667_0 1)))) s667_byte))))
 (and (and (>= s667_0 0) (< s667_0 4)) (and (>= s667_byte 0) (< s667_byte 4)) $x666)))
(assert
 (>= held_byte5 0))
(assert
 (< held_byte5 4))
(assert
 (= carried5 (+ (+ 0 (* 4 (+ 8 (* s667_0 1)))) held_byte5)))
(assert
 (let (($x416 (= carried5 (+ (+ 0 (* 4 (+ 0 (* s668_0 1)))) s668_byte))))
 (and (and (>= s668_0 0) (< s668_0 16)) (and (>= s668_byte 0) (< s668_byte 4)) $x416)))
(assert
 (let (($x437 (and (>= (- (div (- carried5 0) 4) 12) 0) (< (div (- (div (- carried5 0) 4) 12) 1) 4) (= (mod (- (div (- carried5 0) 4) 12) 1) 0))))
(let (($x392 (or false)))
(or $x392 (not $x437)))))
(check-sat)
